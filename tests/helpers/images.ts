/** Pictures for the image tests, made on the spot: a camera-sized photo and a decompression bomb. */
import zlib from "node:zlib";
import sharp from "sharp";

/** A JPEG of the given size carrying EXIF with GPS, as a phone's photo does. */
export function photoJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } })
    .withExif({
      IFD0: { Make: "TestPhone", Copyright: "Durham test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "54/1 46/1 0/1" },
    })
    .jpeg({ quality: 70 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of side × side black pixels (1-bit grey) that compresses to a few hundred KB: fully
 * decoded to RGB it would take side² × 3 bytes (7.5 GB at 50,000). The rows are deflated a
 * thousand at a time so that making it never holds the whole picture either.
 */
export async function bombPng(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * 1000);
  const deflate = zlib.createDeflate({ level: 6 });
  const parts: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise((resolve) => deflate.on("end", resolve));
  for (let written = 0; written < side; written += 1000) deflate.write(rows);
  deflate.end();
  await ended;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(parts)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
