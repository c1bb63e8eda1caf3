/**
 * An uploaded CSV kept between the upload page and Start (the mapping and preview pages read it
 * again), so a plain form need not send the file twice. Kept on local disk for a day; only the
 * staff member who uploaded it can read it.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const DIR = join(tmpdir(), "lead-import-uploads");
const KEEP_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^[0-9a-f]{32}$/;

export interface StoredUpload {
  fileName: string;
  lawfulBasis: string;
  actor: string;
  bytes: Uint8Array;
}

async function sweep(now = Date.now()) {
  const names = await readdir(DIR).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(DIR, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > KEEP_MS) await rm(path, { force: true });
  }
}

export async function storeUpload(upload: StoredUpload): Promise<string> {
  await mkdir(DIR, { recursive: true, mode: 0o700 });
  await sweep();
  const token = randomBytes(16).toString("hex");
  const { bytes, ...meta } = upload;
  await writeFile(join(DIR, `${token}.csv`), bytes, { mode: 0o600 });
  await writeFile(join(DIR, `${token}.json`), JSON.stringify(meta), { mode: 0o600 });
  return token;
}

export async function readUpload(token: string, actor: string): Promise<StoredUpload | undefined> {
  if (!TOKEN.test(token)) return undefined;
  try {
    const meta = JSON.parse(await readFile(join(DIR, `${token}.json`), "utf8")) as Omit<
      StoredUpload,
      "bytes"
    >;
    if (meta.actor !== actor) return undefined;
    const bytes = new Uint8Array(await readFile(join(DIR, `${token}.csv`)));
    return { ...meta, bytes };
  } catch {
    return undefined;
  }
}

export async function dropUpload(token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  await rm(join(DIR, `${token}.csv`), { force: true });
  await rm(join(DIR, `${token}.json`), { force: true });
}
