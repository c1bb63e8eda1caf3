/**
 * Regenerates public/og-image.png (1200x630) and public/favicon.ico (16, 32 and 48 px PNGs in
 * an ICO container) with Chromium: `npx tsx scripts/brand/generate.ts`. The outputs are
 * committed; this only runs when the artwork changes.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(`file://${path.join(root, "scripts/brand/og-image.html")}`);
  fs.writeFileSync(path.join(root, "public/og-image.png"), await page.screenshot({ type: "png" }));

  const svg = fs.readFileSync(path.join(root, "public/favicon.svg"), "utf8");
  const pngs: Buffer[] = [];
  for (const size of [16, 32, 48]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    pngs.push(await page.screenshot({ type: "png", omitBackground: true }));
  }
  fs.writeFileSync(path.join(root, "public/favicon.ico"), icoFromPngs(pngs, [16, 32, 48]));
} finally {
  await browser.close();
}

/** ICO container (ICONDIR + ICONDIRENTRY per image) holding PNG-encoded images. */
function icoFromPngs(images: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, index) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[index] % 256, 0);
    entry.writeUInt8(sizes[index] % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
