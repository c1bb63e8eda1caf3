/**
 * A directory as a POSIX tar stream, and back, with asynchronous file access only: a backup of a
 * large database must never hold the event loop (the public pages are answered from memory while
 * it runs). Regular files and directories only, which is all a PostgreSQL data directory holds.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

const BLOCK = 512;

/** Every file and directory under root, as relative paths with "/" separators, parents first. */
export async function listTree(root: string): Promise<{ name: string; dir: boolean }[]> {
  const found: { name: string; dir: boolean }[] = [];
  const walk = async (relative: string) => {
    const entries = await fs.promises.readdir(path.join(root, relative), { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        found.push({ name, dir: true });
        await walk(name);
      } else if (entry.isFile()) found.push({ name, dir: false });
    }
  };
  await walk("");
  return found;
}

/**
 * Copies a tree file by file (copyFile runs on libuv's thread pool, off the event loop), the files
 * `include` accepts (all by default).
 */
export async function copyTree(
  from: string,
  to: string,
  include: (name: string) => boolean = () => true,
): Promise<number> {
  await fs.promises.mkdir(to, { recursive: true, mode: 0o700 });
  let bytes = 0;
  for (const entry of await listTree(from)) {
    if (!entry.dir && !include(entry.name)) continue;
    const target = path.join(to, entry.name);
    if (entry.dir) await fs.promises.mkdir(target, { recursive: true, mode: 0o700 });
    else {
      await fs.promises.copyFile(path.join(from, entry.name), target);
      bytes += (await fs.promises.stat(target)).size;
    }
  }
  return bytes;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, dir: boolean, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const full = dir ? `${name}/` : name;
  // ustar splits a long name into prefix (155) / name (100) at a "/".
  let prefix = "";
  let base = full;
  if (Buffer.byteLength(full) > 100) {
    const cut = full.lastIndexOf("/", full.length - 2);
    prefix = full.slice(0, cut);
    base = full.slice(cut + 1);
    if (Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155)
      throw new Error(`path too long for the archive: ${name}`);
  }
  block.write(base, 0, 100, "utf8");
  block.write(octal(dir ? 0o700 : 0o600, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(dir ? "5" : "0", 156, "ascii");
  block.write("ustar\0" + "00", 257, "ascii");
  block.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148, "ascii");
  return block;
}

/** The tree under root as a tar stream (read file by file, asynchronously). */
export function tarStream(root: string): Readable {
  async function* blocks() {
    for (const entry of await listTree(root)) {
      const file = path.join(root, entry.name);
      const stat = await fs.promises.stat(file);
      const size = entry.dir ? 0 : stat.size;
      yield header(entry.name, size, entry.dir, stat.mtimeMs);
      if (entry.dir || size === 0) continue;
      let read = 0;
      for await (const chunk of fs.createReadStream(file, { end: size - 1 })) {
        read += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
      if (read !== size) throw new Error(`${entry.name} changed while it was archived`);
      if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  return Readable.from(blocks(), { objectMode: false });
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString("utf8")
    .replace(/\0.*$/s, "");

/**
 * Writes a tar stream's entries under root. Names that would leave root are refused: an archive
 * is data, never a way to write elsewhere.
 */
export async function untarInto(source: Readable, root: string): Promise<number> {
  await fs.promises.mkdir(root, { recursive: true, mode: 0o700 });
  let buffered = Buffer.alloc(0);
  let current: { out: fs.WriteStream | undefined; left: number; pad: number } | undefined;
  let files = 0;
  let ended = false;
  const openEntry = async (block: Buffer) => {
    const name = [field(block, 345, 155), field(block, 0, 100)].filter(Boolean).join("/");
    const size = parseInt(field(block, 124, 12).trim() || "0", 8);
    const type = field(block, 156, 1) || "0";
    const target = path.resolve(root, name);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`unsafe path ${name}`);
    if (type === "5") {
      await fs.promises.mkdir(target, { recursive: true, mode: 0o700 });
      return undefined;
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    files++;
    const out = fs.createWriteStream(target, { mode: 0o600 });
    return { out, left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK };
  };
  const write = (out: fs.WriteStream, chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  const close = (out: fs.WriteStream) =>
    new Promise<void>((resolve, reject) => {
      out.once("error", reject);
      out.end(resolve);
    });
  for await (const chunk of source) {
    buffered = Buffer.concat([buffered, chunk as Buffer]);
    for (;;) {
      if (ended) break;
      if (current) {
        if (current.left > 0) {
          if (!buffered.length) break;
          const part = buffered.subarray(0, Math.min(current.left, buffered.length));
          buffered = buffered.subarray(part.length);
          current.left -= part.length;
          await write(current.out!, part);
          if (current.left > 0) break;
        }
        if (buffered.length < current.pad) break;
        buffered = buffered.subarray(current.pad);
        await close(current.out!);
        current = undefined;
        continue;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const entry = await openEntry(block);
      if (entry) current = entry;
    }
  }
  if (current || !ended) throw new Error("the archive ends in the middle of a file");
  return files;
}

/** Streams source through the stages into the last one (pipeline: errors propagated). */
export function pump(
  source: Readable,
  ...rest: (NodeJS.ReadWriteStream | Writable)[]
): Promise<void> {
  return (pipeline as unknown as (...streams: unknown[]) => Promise<void>)(source, ...rest);
}
