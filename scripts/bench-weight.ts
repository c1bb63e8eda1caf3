/**
 * `npm run bench:weight [-- --leads 300 --port 4310]`: what a first visit to the CRM's heaviest
 * pages downloads. Seeds a fresh embedded database, signs a staff session in, starts the
 * production build (`build/`, run `npm run build` first) on it, then for /crm and /crm/pipeline
 * prints the HTML's size (raw and gzip) and every script the page loads (module scripts and
 * modulepreloads: count, raw and gzip bytes). `--list` adds each script with its gzip size.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const LEADS = arg("leads", 300);
const PORT = arg("port", 4310);
const PAGES = ["/crm", "/crm/pipeline"];
const LIST = process.argv.includes("--list");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-weight-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: tmp,
  SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString("hex"),
  // Plain http on localhost: the cookie without Secure and its __Host- name.
  SESSION_COOKIE_SECURE: "false",
};
delete env.DATABASE_URL;
Object.assign(process.env, env);

const { getDbHandle, closeDb } = await import("@db/client.server");
const { seedCrm } = await import("@db/seed");
const { signIn } = await import("../tests/helpers/crm-session");

const handle = getDbHandle();
await handle.migrate();
await seedCrm(handle.db, { leads: LEADS, activitiesPerLead: 5 });
const { cookie } = await signIn(handle.db);
await closeDb();

const server = spawn(process.execPath, ["server.js"], {
  env: { ...env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", HSTS: "off" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
try {
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 240) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const gzip = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`${LEADS} leads seeded`);
  for (const page of PAGES) {
    const response = await fetch(`${base}${page}`, {
      headers: { Cookie: cookie, "Accept-Encoding": "identity" },
    });
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    const text = html.toString("utf8");
    if (text.includes('type="password"')) throw new Error(`${page} asked to sign in`);
    const scripts = new Set(
      [...text.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)]
        .map((m) => m[1])
        .filter((src) => src.startsWith("/")),
    );
    // Module scripts imported from the inline entry script.
    for (const m of text.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*"(\/assets\/[^"]+\.js)"/g))
      scripts.add(m[1]);
    let raw = 0;
    let zipped = 0;
    const listed: string[] = [];
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
      raw += body.length;
      zipped += gzip(body);
      listed.push(`  ${kb(gzip(body)).padStart(9)} gzip  ${src}`);
    }
    console.log(
      `${page.padEnd(14)} HTML ${kb(html.length)} (gzip ${kb(gzip(html))})   scripts ${scripts.size}, ${kb(raw)} (gzip ${kb(zipped)})`,
    );
    if (LIST) console.log(listed.sort().reverse().join("\n"));
  }
} finally {
  server.kill("SIGINT");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
}
