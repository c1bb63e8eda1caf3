/**
 * The media library's model: a camera-sized photo becomes responsive WebP and JPEG variants with
 * their sizes and no metadata, stored in the database and served by address; a decompression bomb,
 * a text file named .jpg and an 11 MB file are refused with their reasons, the bomb without the
 * process's memory climbing; uses in posts and campaigns are found.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents, campaigns, imageVariants, images, posts } from "@db/schema";
import { IMAGE_MAX_BYTES } from "~/utils/image-processing.server";
import { bombPng, photoJpeg } from "../../tests/helpers/images";
import { useTestDb } from "../../tests/helpers/test-db";
import {
  ImageRefused,
  deleteImage,
  imageUses,
  readVariant,
  responsiveHtml,
  responsiveImages,
  saveImage,
  withCovers,
} from "./images.server";

const run = promisify(execFile);
const testDb = useTestDb();
const ACTOR = "writer@durhamdata.test";

beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
});

async function refusal(file: Buffer): Promise<string> {
  try {
    await saveImage({ file, fileName: "x", alt: "x", decorative: false }, ACTOR);
  } catch (error) {
    if (error instanceof ImageRefused) return error.reason;
    throw error;
  }
  return "accepted";
}

describe("saveImage", () => {
  it("turns a 6,000 × 4,000 JPEG into WebP and JPEG at three widths, sizes and alt kept, EXIF gone", async () => {
    const photo = await photoJpeg(6000, 4000);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const image = await saveImage(
      { file: photo, fileName: "harbour.jpg", alt: "The harbour at dawn", decorative: false },
      ACTOR,
    );
    expect(image.alt).toBe("The harbour at dawn");
    expect(image.url).toBe(`/images/${image.hash}-1600.jpg`);
    expect([image.width, image.height]).toEqual([1600, 1067]);
    expect(image.variants.map((v) => `${v.format} ${v.width}×${v.height}`)).toEqual([
      "jpeg 480×320",
      "webp 480×320",
      "jpeg 960×640",
      "webp 960×640",
      "jpeg 1600×1067",
      "webp 1600×1067",
    ]);
    for (const variant of image.variants) {
      const stored = await readVariant(variant.url);
      expect(stored?.type).toBe(variant.type);
      const meta = await sharp(stored!.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        variant.format,
        variant.width,
        variant.height,
      ]);
      expect(meta.exif).toBeUndefined();
    }
    const [row] = await testDb.db.select().from(images).where(eq(images.id, image.id));
    expect([row.width, row.height, row.bytes, row.fileName]).toEqual([
      6000,
      4000,
      photo.length,
      "harbour.jpg",
    ]);
    const audit = await testDb.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "image.upload"));
    expect(audit.map((a) => a.entityId)).toContain(image.id);

    // The same file again is the same image, not a second copy.
    const again = await saveImage(
      { file: photo, fileName: "copy.jpg", alt: "Other words", decorative: false },
      ACTOR,
    );
    expect(again.id).toBe(image.id);
    expect(again.alt).toBe("The harbour at dawn");
  });

  it("keeps a small picture at its own width, and a transparent one's fallback is PNG", async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const image = await saveImage(
      { file: png, fileName: "logo.png", alt: "", decorative: true },
      ACTOR,
    );
    expect(image.decorative).toBe(true);
    expect(image.url).toBe(`/images/${image.hash}-300.png`);
    expect(image.variants.map((v) => `${v.format} ${v.width}`)).toEqual(["png 300", "webp 300"]);
  });

  it("refuses a PNG that decodes to 50,000 × 50,000 pixels without the memory climbing", async () => {
    const bomb = await bombPng(50_000);
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    const reason = await refusal(bomb);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(reason).toBe("too-many-pixels");
    // Decoded, the picture would need 7.5 GB; refused from its header, it needs nothing.
    expect(peak - before).toBeLessThan(30 * 1024 * 1024);
  });

  it("refuses the bomb in a process of its own whose RSS stays under 300 MB", async () => {
    // This test process holds PGlite (well over 300 MB itself): a clean process shows the
    // processing's own footprint, as the server would have it.
    const { stdout } = await run(process.execPath, [
      "--import",
      "tsx",
      path.resolve("tests/helpers/image-bomb-process.ts"),
    ]);
    const outcome = JSON.parse(stdout) as { reason: string; bytes: number; peakRss: number };
    expect(outcome.reason).toBe("too-many-pixels");
    expect(outcome.bytes).toBeLessThan(IMAGE_MAX_BYTES);
    expect(outcome.peakRss).toBeLessThan(300 * 1024 * 1024);
  });

  it("refuses a text file named .jpg, an empty file and an 11 MB file", async () => {
    expect(await refusal(Buffer.from("Not a picture at all, only words.\n".repeat(40)))).toBe(
      "not-an-image",
    );
    expect(await refusal(Buffer.alloc(0))).toBe("empty");
    const big = Buffer.concat([await photoJpeg(64, 64), Buffer.alloc(11 * 1024 * 1024)]);
    expect(await refusal(big)).toBe("too-large");
  });

  it("refuses an SVG or a TIFF (pictures, but not of the accepted kinds)", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await refusal(svg)).toBe("unsupported");
    const tiff = await sharp({
      create: { width: 10, height: 10, channels: 3, background: "#fff" },
    })
      .tiff()
      .toBuffer();
    expect(await refusal(tiff)).toBe("unsupported");
  });
});

describe("where images are used", () => {
  it("names the posts and campaigns that use an image, and deleting removes its variants", async () => {
    const file = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#345" },
    })
      .webp()
      .toBuffer();
    const image = await saveImage(
      { file, fileName: "a.webp", alt: "A chart", decorative: false },
      ACTOR,
    );
    const [post] = await testDb.db
      .insert(posts)
      .values({
        slug: "image-use",
        title: "A post with a chart",
        category: "Finance",
        imageUrl: image.url,
      })
      .returning();
    const [campaign] = await testDb.db
      .insert(campaigns)
      .values({
        subject: "Chart news",
        body: `![A chart](${image.url})`,
        audience: "newsletter",
        createdBy: ACTOR,
      })
      .returning();
    expect(await imageUses(image.hash)).toEqual([
      { kind: "post", id: post.id, title: "A post with a chart" },
      { kind: "campaign", id: campaign.id, title: "Chart news" },
    ]);

    const responsive = await responsiveImages([image.url, "/images/blog/finance.svg", null]);
    expect([...responsive.keys()]).toEqual([image.url]);
    expect(responsive.get(image.url)).toEqual({
      src: image.url,
      width: 800,
      height: 600,
      srcSet: `/images/${image.hash}-480.jpg 480w, /images/${image.hash}-800.jpg 800w`,
      webpSrcSet: `/images/${image.hash}-480.webp 480w, /images/${image.hash}-800.webp 800w`,
    });

    // A post body's image drawn with its widths, size and lazy loading; other images untouched.
    const html = await responsiveHtml(
      `<p><img src="${image.url}" alt="A chart"></p><p><img src="/og-image.png" alt="Logo"></p>`,
    );
    expect(html).toContain(
      `<source type="image/webp" srcset="/images/${image.hash}-480.webp 480w, /images/${image.hash}-800.webp 800w"`,
    );
    expect(html).toContain(
      `<img src="${image.url}" srcset="/images/${image.hash}-480.jpg 480w, /images/${image.hash}-800.jpg 800w" sizes="(max-width: 48rem) 100vw, 48rem" width="800" height="600" alt="A chart" loading="lazy" decoding="async">`,
    );
    expect(html).toContain('<img src="/og-image.png" alt="Logo">');
    const [card] = await withCovers([{ imageUrl: image.url }, { imageUrl: null }]);
    expect(card.cover?.src).toBe(image.url);

    expect(await deleteImage(image.id, ACTOR)).toBe(true);
    expect(await readVariant(image.url)).toBeNull();
    const left = await testDb.db
      .select()
      .from(imageVariants)
      .where(eq(imageVariants.imageId, image.id));
    expect(left).toEqual([]);
    expect(await deleteImage(image.id, ACTOR)).toBe(false);
  });

  it("answers null for an address that is not a stored variant", async () => {
    expect(await readVariant("/images/0123456789abcdef0123-480.jpg")).toBeNull();
    expect(await readVariant("/images/blog/finance.svg")).toBeNull();
  });
});
