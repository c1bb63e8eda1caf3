/**
 * An uploaded picture, decoded on the server with sharp (libvips) and written again as a few
 * responsive widths in WebP with a JPEG (or PNG, when it has transparency) fallback
 * (docs/decisions/086-images-in-the-database.md). Nothing of the upload is kept as sent: the new
 * files carry no metadata (EXIF, GPS, XMP are dropped), only the pixels, turned upright first.
 *
 * Server only: sharp is a native module and never reaches the browser bundle.
 */
import crypto from "node:crypto";
import type { Metadata, Sharp, SharpOptions } from "sharp";

/** Largest upload accepted. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Largest picture decoded (width × height). libvips reads the size from the header and refuses
 * above it before decoding a pixel, so a small file that would decode to gigabytes (a
 * "decompression bomb") costs nothing. 40 megapixels holds any camera's photo (6,000 × 4,000 is 24).
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The widths written (never wider than the upload): a phone, a column, a wide screen at 2×. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** The upload formats accepted, by what libvips finds inside the file (not its name). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif"]);

export type ImageRefusal =
  "empty" | "too-large" | "not-an-image" | "unsupported" | "too-many-pixels";

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason);
    this.name = "ImageRefused";
  }
}

export type VariantFormat = "webp" | "jpeg" | "png";

export interface ProcessedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** A hash of the upload's bytes: the same file gives the same address. */
  hash: string;
  /** The upright picture's size, before any resize. */
  width: number;
  height: number;
  /** The fallback's format (jpeg, or png for a picture with transparency). */
  fallback: "jpeg" | "png";
  variants: ProcessedVariant[];
}

type SharpOf = (input: Buffer, options?: SharpOptions) => Sharp;
let loading: Promise<SharpOf> | undefined;

/**
 * libvips is loaded with the first picture, not at start: loaded, it holds some 15 MB of the
 * server's memory that a process which never receives an upload need not carry.
 */
function loadSharp(): Promise<SharpOf> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // One picture at a time per process and no libvips operation cache: on two shared cores a
    // second thread buys little, and both would raise the memory a large upload needs.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** libvips' format name for the header it found; AVIF is read by its HEIF loader. */
function formatOf(meta: Metadata): string | undefined {
  if (meta.format === "heif") return meta.compression === "av1" ? "avif" : "heif";
  return meta.format;
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new ImageRefused("empty");
  if (input.length > IMAGE_MAX_BYTES) throw new ImageRefused("too-large");
  const sharp = await loadSharp();
  const decode = () =>
    sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, sequentialRead: true, failOn: "error" });
  let meta: Metadata;
  try {
    // metadata() reads the header only; the pixel limit is checked again on decode below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("not-an-image");
  }
  const format = formatOf(meta);
  if (!format || !ACCEPTED.has(format)) throw new ImageRefused("unsupported");
  if (!meta.width || !meta.height) throw new ImageRefused("not-an-image");
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new ImageRefused("too-many-pixels");

  // EXIF orientations 5 to 8 turn the picture a quarter: the upright size swaps.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const fallback = meta.hasAlpha ? "png" : "jpeg";
  const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];

  const variants: ProcessedVariant[] = [];
  try {
    for (const w of widths) {
      const h = Math.max(1, Math.round((height * w) / width));
      // rotate() with no angle applies the EXIF orientation; without keepMetadata() nothing else is copied.
      const resized = () => decode().rotate().resize({ width: w, height: h, fit: "fill" });
      const webp = await resized().webp({ quality: 78, effort: 4 }).toBuffer();
      variants.push({ format: "webp", width: w, height: h, data: webp });
      const other =
        fallback === "png"
          ? await resized().png({ compressionLevel: 9, palette: true }).toBuffer()
          : await resized().jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      variants.push({ format: fallback, width: w, height: h, data: other });
    }
  } catch (error) {
    // A header that promised a picture over a body that is not one (truncated, corrupt).
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new ImageRefused("too-many-pixels");
    throw new ImageRefused("not-an-image");
  }
  const hash = crypto.createHash("sha256").update(input).digest("hex").slice(0, 20);
  return { hash, width, height, fallback, variants };
}

export const FILE_EXTENSIONS: Record<VariantFormat, string> = {
  webp: "webp",
  jpeg: "jpg",
  png: "png",
};

export const MIME_TYPES: Record<VariantFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The address of one variant: content-hashed, so it is cached for a year and never changes. */
export const variantPath = (hash: string, width: number, format: VariantFormat) =>
  `/images/${hash}-${width}.${FILE_EXTENSIONS[format]}`;

/** Reads an address of variantPath's shape back; null for anything else. */
export function parseVariantPath(
  path: string,
): { hash: string; width: number; format: VariantFormat } | null {
  const match = /^\/images\/([0-9a-f]{20})-([1-9][0-9]{0,4})\.(webp|jpg|png)$/.exec(path);
  if (!match) return null;
  const format = (Object.keys(FILE_EXTENSIONS) as VariantFormat[]).find(
    (f) => FILE_EXTENSIONS[f] === match[3],
  )!;
  return { hash: match[1], width: Number(match[2]), format };
}
