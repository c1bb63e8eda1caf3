/**
 * `npm run bench:images`: the media library and the blog at scale, on the production server
 * (`node server.js` with the server's Node flags, a fresh embedded database in a scratch data dir).
 *
 * 1. With the 7 posts the site ships: `/blog` and a post page, requests/s (autocannon).
 * 2. The server stopped, 993 more published posts written to the database (1,000 in all), the
 *    server started again: `/blog` and a post page again.
 * 3. 50 camera-sized photos (4000 × 3000 JPEG: gradients and noise, as a phone's photo
 *    compresses) uploaded one after another to POST /api/crm/images: uploads/s and the server's
 *    peak resident memory (RSS, from /proc, sampled every 50 ms).
 *
 * The database is embedded (one process at a time), so this script opens it only while the server
 * is stopped, to add the posts; the staff account the uploads sign in with is made by the CLI.
 *
 *   npm run bench:images            BENCH_PHOTOS=50 BENCH_POSTS=1000 BENCH_SECONDS=5
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { buildIfStale } from "./build-if-stale.js";
import { totpCode } from "../tests/e2e/helpers/totp";
import { NODE_FLAGS } from "./node-flags.js";
import { freePort } from "./free-port.js";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 50);
const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PHOTO_SIZE = { width: Number(process.env.BENCH_PHOTO_WIDTH ?? 4000), height: 0 };
PHOTO_SIZE.height = Math.round((PHOTO_SIZE.width * 3) / 4);
const HOST = "127.0.0.1";
const EMAIL = "bench@durhamdata.test";
const PASSWORD = "bench images correct horse battery";
const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-images-"));
const SESSION_SECRET = crypto.randomBytes(32).toString("hex");
Object.assign(process.env, { DATA_DIR: dataDir, SESSION_SECRET, LOG_LEVEL: "silent" });
delete process.env.DATABASE_URL;

/** Resident memory of a process in bytes (Linux /proc), 0 when it cannot be read. */
function rssOf(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface Server {
  child: ChildProcess;
  base: string;
  /** The highest RSS seen since the last `resetPeak()`. */
  peak: () => number;
  resetPeak: () => void;
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, [...NODE_FLAGS, "server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOCAL_RUN: "1",
      HSTS: "off",
      PORT: String(port),
      HOST,
      PUBLIC_URL: base,
      RATE_LIMIT_FORMS: "100000/1m",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid))), 50);
  child.once("exit", () => clearInterval(sampler));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error("the server did not answer /healthz in 2 minutes");
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, peak: () => peak, resetPeak: () => (peak = rssOf(child.pid)) };
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
    setTimeout(() => server.child.kill("SIGKILL"), 15_000).unref();
  });
}

/** The embedded database, opened by this process while the server is stopped. */
async function withDatabase<T>(work: (db: import("@db/client.server").Db) => Promise<T>) {
  const { closeDb, openDb, setDbHandle } = await import("@db/client.server");
  const { useSubjectKey } = await import("~/models/subject-key.server");
  const { getSubjectKey } = await import("~/utils/secret.server");
  const handle = openDb({ dataDir: path.join(dataDir, "pglite") });
  setDbHandle(handle);
  useSubjectKey(getSubjectKey()); // as the server's start-up does (the same DATA_DIR's key)
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await closeDb();
  }
}

async function pageRate(base: string, pathname: string) {
  const response = await fetch(`${base}${pathname}`);
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  const result = await autocannon({
    url: `${base}${pathname}`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

/** `/blog` and one post's page; the post is the oldest the site shipped with unless named. */
async function blogRates(base: string, chosen?: string) {
  const list = (await fetch(`${base}/api/blog`).then((r) => r.json())) as
    { slug: string }[] | { posts: { slug: string }[] };
  const posts = Array.isArray(list) ? list : list.posts;
  const slug = chosen ?? posts.at(-1)!.slug;
  return {
    slug,
    count: posts.length,
    blog: await pageRate(base, "/blog"),
    post: await pageRate(base, `/blog/${slug}`),
  };
}

/** A photo-like JPEG: a diagonal gradient under per-pixel noise (what a camera's file holds). */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const { width, height } = PHOTO_SIZE;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080", // under the noise, which covers every pixel
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 37} 60% 40%)"/><stop offset="1" stop-color="hsl(${seed * 37 + 120} 50% 70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, code: totpCode(TOTP_SECRET) }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const line = (label: string, r: { rps: number; p99: number; errors: number }) =>
  `  ${label.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;

async function main() {
  if (buildIfStale()) console.log("Built the production bundle.");
  // A staff account made by the CLI, as an operator does (the password on stdin), then signed in
  // through the API like a script: the uploads carry its session cookie.
  const made = spawnSync(
    "npx",
    ["tsx", "scripts/admin.ts", "create", "--email", EMAIL, "--role", "admin"].concat([
      "--totp-secret",
      TOTP_SECRET,
      "--password-stdin",
    ]),
    { input: PASSWORD, stdio: ["pipe", "ignore", "inherit"], env: process.env },
  );
  if (made.status !== 0) throw new Error("scripts/admin.ts create failed");

  console.log(
    `bench:images — ${PHOTOS} photos of ${PHOTO_SIZE.width} × ${PHOTO_SIZE.height}, ${POSTS.toLocaleString("en-GB")} posts, Node ${process.version}, ${os.cpus().length} CPUs, ${CONNECTIONS} connections, ${SECONDS} s a page\n`,
  );
  let server = await startServer();
  let slug: string;
  try {
    const before = await blogRates(server.base);
    slug = before.slug;
    console.log(`Blog with the ${before.count} shipped posts:`);
    console.log(line("/blog", before.blog));
    console.log(line("a post page", before.post));
  } finally {
    await stopServer(server);
  }

  const { posts } = await import("@db/schema");
  const added = await withDatabase(async (db) => {
    const existing = await db.$count(posts);
    const body = Array.from(
      { length: 12 },
      (_, p) =>
        `## Part ${p + 1}\n\nData strategy is a set of choices about which questions the business answers with data, who owns each number and how it is kept. This paragraph stands for a real post's length.`,
    ).join("\n\n");
    const rows = Array.from({ length: Math.max(0, POSTS - existing) }, (_, i) => ({
      slug: `bench-post-${i + 1}`,
      title: `Bench post ${i + 1}: choices a data strategy makes`,
      excerpt: "A post written by the bench to fill the blog.",
      category: "Strategy",
      content: body,
      state: "published",
      publishedAt: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await db.insert(posts).values(rows.slice(i, i + 200));
    return rows.length;
  });

  server = await startServer();
  try {
    const cookie = await signIn(server.base);
    const after = await blogRates(server.base, slug);
    console.log(`\nBlog with ${after.count.toLocaleString("en-GB")} posts (${added} added):`);
    console.log(line("/blog", after.blog));
    console.log(line("a post page", after.post));

    // Each photo is made just before its upload (50 at once would hold 1 GB here); only the
    // uploads are timed.
    const idle = rssOf(server.child.pid);
    server.resetPeak();
    let bytes = 0;
    let uploading = 0;
    for (let i = 0; i < PHOTOS; i++) {
      const photo = await cameraPhoto(i);
      bytes += photo.length;
      const form = new FormData();
      form.set("file", new File([new Uint8Array(photo)], `photo-${i}.jpg`, { type: "image/jpeg" }));
      form.set("alt", `Bench photo ${i}`);
      const started = performance.now();
      const response = await fetch(`${server.base}/api/crm/images`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.base },
        body: form,
      });
      if (response.status !== 201)
        throw new Error(`upload ${i} answered ${response.status}: ${await response.text()}`);
      uploading += performance.now() - started;
      if ((i + 1) % 10 === 0 && i + 1 < PHOTOS)
        console.log(
          `  ${i + 1} uploaded: ${((i + 1) / (uploading / 1000)).toFixed(2)} uploads/s so far, server peak ${mb(server.peak())}`,
        );
    }
    const seconds = uploading / 1000;
    console.log(
      `\nUploads: ${PHOTOS} photos (${mb(bytes)} of JPEG, ${mb(bytes / PHOTOS)} each) in ${seconds.toFixed(1)} s: ${(PHOTOS / seconds).toFixed(2)} uploads/s, ${((seconds / PHOTOS) * 1000).toFixed(0)} ms each`,
    );
    console.log(
      `Server memory (RSS): ${mb(idle)} before the uploads, ${mb(server.peak())} at peak during them`,
    );
  } finally {
    await stopServer(server);
  }
}

try {
  await main();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
