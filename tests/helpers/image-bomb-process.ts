/**
 * Run as its own process by images.server.test.ts: makes the 50,000 × 50,000 PNG, hands it to the
 * server's image processing, samples this process's RSS throughout, and prints what happened
 * as JSON (the refusal's reason and the peak RSS in bytes).
 */
import { ImageRefused, processImage } from "../../app/utils/image-processing.server";
import { bombPng } from "./images";

const bomb = await bombPng(50_000);
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 2);
let reason = "accepted";
try {
  await processImage(bomb);
} catch (error) {
  reason = error instanceof ImageRefused ? error.reason : String(error);
}
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
process.stdout.write(JSON.stringify({ reason, bytes: bomb.length, peakRss: peak }));
