/**
 * The media library (decision 086): uploads decoded and written again by
 * utils/image-processing.server.ts, stored with every variant in the database, served from
 * content-hashed addresses, and found wherever a post or a campaign uses them (an image in use is
 * deleted only after a page naming the uses).
 */
import { and, asc, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { getDb } from "@db/client.server";
import { type Image, campaigns, imageVariants, images, posts } from "@db/schema";
import {
  type ProcessedImage,
  type VariantFormat,
  MIME_TYPES,
  parseVariantPath,
  processImage,
  variantPath,
} from "~/utils/image-processing.server";
import { containsPattern } from "~/utils/like";
import { type ResponsiveImage, imageSources, withResponsiveImages } from "~/utils/responsive-image";
import { recordAudit } from "./audit.server";

export { ImageRefused, type ImageRefusal } from "~/utils/image-processing.server";
export type { ResponsiveImage };

export interface ImageVariantView {
  url: string;
  width: number;
  height: number;
  format: VariantFormat;
  type: string;
  bytes: number;
}

export interface ImageView {
  id: number;
  hash: string;
  /** The widest fallback (JPEG or PNG): any browser or mail client shows it. */
  url: string;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  fileName: string;
  bytes: number;
  uploadedBy: string;
  createdAt: Date;
  variants: ImageVariantView[];
}

type VariantRow = Omit<typeof imageVariants.$inferSelect, "data">;

function viewOf(image: Image, variants: VariantRow[]): ImageView {
  const views = variants
    .map((v) => ({
      url: variantPath(image.hash, v.width, v.format as VariantFormat),
      width: v.width,
      height: v.height,
      format: v.format as VariantFormat,
      type: MIME_TYPES[v.format as VariantFormat],
      bytes: v.bytes,
    }))
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  const widest = views.filter((v) => v.format === image.fallback).at(-1)!;
  return {
    id: image.id,
    hash: image.hash,
    url: widest.url,
    width: widest.width,
    height: widest.height,
    alt: image.alt,
    decorative: image.decorative,
    fileName: image.fileName,
    bytes: image.bytes,
    uploadedBy: image.uploadedBy,
    createdAt: image.createdAt,
    variants: views,
  };
}

const variantColumns = {
  imageId: imageVariants.imageId,
  format: imageVariants.format,
  width: imageVariants.width,
  height: imageVariants.height,
  bytes: imageVariants.bytes,
};

async function variantsOf(ids: number[]): Promise<Map<number, VariantRow[]>> {
  const byImage = new Map<number, VariantRow[]>();
  if (ids.length === 0) return byImage;
  const rows = await getDb()
    .select(variantColumns)
    .from(imageVariants)
    .where(inArray(imageVariants.imageId, ids))
    .orderBy(asc(imageVariants.width));
  for (const row of rows) byImage.set(row.imageId, [...(byImage.get(row.imageId) ?? []), row]);
  return byImage;
}

export interface ImageUpload {
  file: Buffer;
  fileName: string;
  /** Required unless `decorative` (the schema checks it; the model stores what it is given). */
  alt: string;
  decorative: boolean;
}

/**
 * Decodes, strips and resizes the upload, then stores it with its variants. Throws ImageRefused
 * (with the reason) for anything that is not an accepted picture. The same file uploaded again
 * gives the stored image (its address is the same); its alt text is kept as first written.
 */
export async function saveImage(upload: ImageUpload, actor: string): Promise<ImageView> {
  const processed: ProcessedImage = await processImage(upload.file);
  const db = getDb();
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: images.id })
      .from(images)
      .where(eq(images.hash, processed.hash));
    if (existing) return existing.id;
    const [row] = await tx
      .insert(images)
      .values({
        hash: processed.hash,
        alt: upload.decorative ? "" : upload.alt,
        decorative: upload.decorative,
        width: processed.width,
        height: processed.height,
        fallback: processed.fallback,
        fileName: upload.fileName.slice(0, 200),
        bytes: upload.file.length,
        uploadedBy: actor,
      })
      .returning({ id: images.id });
    await tx.insert(imageVariants).values(
      processed.variants.map((v) => ({
        imageId: row.id,
        format: v.format,
        width: v.width,
        height: v.height,
        bytes: v.data.length,
        data: v.data,
      })),
    );
    await recordAudit(tx, {
      actor,
      action: "image.upload",
      entityType: "image",
      entityId: row.id,
      summary: `${processed.width}×${processed.height}`,
    });
    return row.id;
  });
  return (await getImageById(id))!;
}

export async function getImageById(id: number): Promise<ImageView | null> {
  const [image] = await getDb().select().from(images).where(eq(images.id, id));
  if (!image) return null;
  return viewOf(image, (await variantsOf([id])).get(id) ?? []);
}

export async function listImages(): Promise<ImageView[]> {
  const rows = await getDb().select().from(images).orderBy(desc(images.id)).limit(500);
  const variants = await variantsOf(rows.map((r) => r.id));
  return rows.map((r) => viewOf(r, variants.get(r.id) ?? []));
}

/** One stored variant's bytes, by its address; null when there is none. */
export async function readVariant(path: string): Promise<{ data: Buffer; type: string } | null> {
  const wanted = parseVariantPath(path);
  if (!wanted) return null;
  const [row] = await getDb()
    .select({ data: imageVariants.data })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(
      and(
        eq(images.hash, wanted.hash),
        eq(imageVariants.width, wanted.width),
        eq(imageVariants.format, wanted.format),
      ),
    );
  return row ? { data: row.data, type: MIME_TYPES[wanted.format] } : null;
}

export type ImageUse =
  { kind: "post"; id: number; title: string } | { kind: "campaign"; id: number; title: string };

/** Where an image is used: posts (cover, social image or body) and campaigns (body). */
export async function imageUses(hash: string): Promise<ImageUse[]> {
  const pattern = containsPattern(`/images/${hash}-`);
  const db = getDb();
  const postRows = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(
      or(
        ilike(posts.content, pattern),
        ilike(posts.imageUrl, pattern),
        ilike(posts.socialImage, pattern),
      ),
    )
    .orderBy(asc(posts.id));
  const campaignRows = await db
    .select({ id: campaigns.id, title: campaigns.subject })
    .from(campaigns)
    .where(ilike(campaigns.body, pattern))
    .orderBy(asc(campaigns.id));
  return [
    ...postRows.map((r) => ({ kind: "post" as const, ...r })),
    ...campaignRows.map((r) => ({ kind: "campaign" as const, ...r })),
  ];
}

export async function deleteImage(id: number, actor: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(images).where(eq(images.id, id)).returning({ id: images.id });
    if (!gone) return false;
    await recordAudit(tx, { actor, action: "image.delete", entityType: "image", entityId: id });
    return true;
  });
}

/**
 * The responsive forms of the library's images among `urls` (any variant's address names its
 * image); other addresses are left out. One query for a page's images.
 */
export async function responsiveImages(
  urls: readonly (string | null | undefined)[],
): Promise<Map<string, ResponsiveImage>> {
  const found = new Map<string, ResponsiveImage>();
  const hashes = new Map<string, string[]>();
  for (const url of urls) {
    const parsed = url ? parseVariantPath(url) : null;
    if (url && parsed) hashes.set(parsed.hash, [...(hashes.get(parsed.hash) ?? []), url]);
  }
  if (hashes.size === 0) return found;
  const rows = await getDb()
    .select()
    .from(images)
    .where(inArray(images.hash, [...hashes.keys()]));
  const variants = await variantsOf(rows.map((r) => r.id));
  for (const row of rows) {
    const view = viewOf(row, variants.get(row.id) ?? []);
    const set = (format: VariantFormat) =>
      view.variants
        .filter((v) => v.format === format)
        .map((v) => `${v.url} ${v.width}w`)
        .join(", ");
    const responsive: ResponsiveImage = {
      src: view.url,
      width: view.width,
      height: view.height,
      webpSrcSet: set("webp"),
      srcSet: set(row.fallback as VariantFormat),
    };
    for (const url of hashes.get(row.hash) ?? []) found.set(url, responsive);
  }
  return found;
}

/** Rendered Markdown with its library images drawn responsively (srcset, sizes, width, height). */
export async function responsiveHtml(html: string): Promise<string> {
  const images = await responsiveImages(imageSources(html));
  return images.size === 0 ? html : withResponsiveImages(html, images);
}

/** Posts with their library cover in its widths (`cover`), for the cards that show them. */
export async function withCovers<T extends { imageUrl?: string | null }>(
  posts: T[],
): Promise<(T & { cover?: ResponsiveImage })[]> {
  const covers = await responsiveImages(posts.map((p) => p.imageUrl));
  return posts.map((post) => {
    const cover = post.imageUrl ? covers.get(post.imageUrl) : undefined;
    return cover ? { ...post, cover } : post;
  });
}
