/**
 * No Docker engine runs here, so this test reads the Dockerfile and runs its steps itself, each
 * stage in a temp directory standing for /app: the build stage's `npm run build`, the prod-deps
 * stage's `npm ci --omit=dev` (for real, from the registry or npm's cache), then the runtime
 * stage's COPY lines and CMD, started with the image's ENV, NODE_ENV=production and a
 * SESSION_SECRET; /healthz, / and the HEALTHCHECK command must pass, and the admin CLI must run
 * with the password on stdin, never showing it.
 * The deps stage's full `npm ci` is what .ci/run does on every run: here the checkout's
 * node_modules stands in for it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, copyProject } from "./helpers/project-copy";
import { NODE_FLAGS, SERVER_ENV } from "../../scripts/node-flags.js";
import { freePort } from "../../scripts/free-port.js";

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  image: string;
  name: string;
  steps: Instruction[];
}

/** The Dockerfile as stages of instructions (continuation lines joined, comments dropped). */
function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword, args] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === "FROM") {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ image, name: name ?? `stage${stages.length}`, steps: [] });
    } else {
      stages
        .at(-1)!
        .steps.push({ keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, " ").trim() });
    }
  }
  return stages;
}

const dockerfile = parseDockerfile(fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
const stage = (name: string) => {
  const found = dockerfile.find((s) => s.name === name);
  if (!found) throw new Error(`Dockerfile has no stage ${name}`);
  return found;
};
const steps = (s: Stage, keyword: string) =>
  s.steps.filter((i) => i.keyword === keyword).map((i) => i.args);
const runtime = dockerfile.at(-1)!;

/** ENV lines → variables (KEY=value pairs). */
function envOf(s: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of steps(s, "ENV"))
    for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) env[key] = value;
  return env;
}

const context = copyProject("dds-docker-context-", { withModules: false });
const dirs = new Map<string, string>();
const children: ChildProcess[] = [];

/** Runs a shell command in dir; resolves with its output, rejects on a non-zero exit. */
function sh(command: string, dir: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", command], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} failed (${code}):\n${output}`)),
    );
  });
}

/** The environment without this checkout's or the test runner's settings. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    "BUILD_DIR",
    "DATABASE_URL",
    "DATA_DIR",
    "LOCAL_RUN",
    "VITEST",
    "TEST_DB",
    "NODE_ENV",
    "PORT",
    "HOST",
  ])
    delete env[key];
  return { ...env, ...extra };
}

/** Applies a stage's COPY lines into its directory (sources: the context or an earlier stage's /app). */
function applyCopies(s: Stage, into: string) {
  for (const args of steps(s, "COPY")) {
    const parts = args.split(" ").filter((p) => !p.startsWith("--chown"));
    const from = parts[0].startsWith("--from=")
      ? parts.shift()!.slice("--from=".length)
      : undefined;
    const dest = parts.pop()!;
    for (const source of parts) {
      const base = from ? dirs.get(from) : context;
      if (!base) throw new Error(`COPY --from=${from}: stage not prepared`);
      const src = path.join(base, from ? path.relative("/app", source) : source);
      const target =
        dest.endsWith("/") || parts.length > 1
          ? path.join(into, dest, path.basename(source))
          : path.join(into, dest);
      // Like Docker's COPY, keep symlinks as they are (node_modules/.bin links are relative).
      fs.cpSync(src, target, { recursive: true, verbatimSymlinks: true });
    }
  }
}

function newStageDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dds-docker-${name}-`));
  dirs.set(name, dir);
  return dir;
}

function get(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

const exec = (args: string): string[] => JSON.parse(args.replace(/^CMD\s+/, "")) as string[];

let runtimeDir: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dds-docker-data-"));

beforeAll(async () => {
  // deps: package files, then the checkout's node_modules in place of `npm ci` (see above).
  const deps = newStageDir("deps");
  applyCopies(stage("deps"), deps);
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(deps, "node_modules"), "dir");

  // build (FROM deps) and prod-deps run side by side: one needs the CPU, the other the network.
  const build = newStageDir("build");
  fs.cpSync(deps, build, { recursive: true, verbatimSymlinks: true });
  applyCopies(stage("build"), build);
  const prodDeps = newStageDir("prod-deps");
  applyCopies(stage("prod-deps"), prodDeps);
  await Promise.all([
    // With each stage's ENV (build inherits deps'), as Docker runs them.
    ...steps(stage("build"), "RUN").map((command) =>
      sh(command, build, cleanEnv({ ...envOf(stage("deps")), ...envOf(stage("build")) })),
    ),
    (async () => {
      for (const command of steps(stage("prod-deps"), "RUN"))
        await sh(command, prodDeps, cleanEnv(envOf(stage("prod-deps"))));
    })(),
  ]);

  runtimeDir = newStageDir("runtime");
  applyCopies(runtime, runtimeDir);
}, 300_000);

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of [...dirs.values(), context, dataDir])
    fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe("Dockerfile", () => {
  it("has the agreed shape: slim Node 26 base, non-root user, port, volume, health check, CMD", () => {
    for (const s of dockerfile) expect(s.image).toMatch(/^(node:26-bookworm-slim|deps)$/);
    // The image's own Node runs everything: install scripts (the dev dependency `node` would
    // download a second Node) stay off, and no node_modules/.bin/node can shadow it in the build.
    const depsRun = steps(stage("deps"), "RUN").join(" ");
    expect(depsRun).toContain("npm ci --ignore-scripts");
    expect(depsRun).toContain("rm -f node_modules/.bin/node");
    expect(steps(stage("prod-deps"), "RUN").join(" ")).toContain("--ignore-scripts");
    // No npm update or funding notices in build or container logs.
    for (const s of [stage("deps"), stage("prod-deps"), runtime])
      expect(envOf(s), s.name).toMatchObject({
        NPM_CONFIG_UPDATE_NOTIFIER: "false",
        NPM_CONFIG_FUND: "false",
      });
    expect(steps(stage("prod-deps"), "RUN").join(" ")).toContain("npm ci --omit=dev");
    expect(steps(runtime, "USER")).toEqual(["node"]);
    expect(envOf(runtime)).toMatchObject({
      NODE_ENV: "production",
      DATA_DIR: "/app/data",
      PORT: "3000",
      ...SERVER_ENV,
    });
    expect(steps(runtime, "EXPOSE")).toEqual(["3000"]);
    expect(steps(runtime, "VOLUME")).toEqual(['["/app/data"]']);
    expect(steps(runtime, "RUN").join(" ")).toContain("chown node:node /app/data");
    // The probe follows HOST and PORT (scripts/healthcheck.js, run below).
    expect(steps(runtime, "HEALTHCHECK")[0]).toMatch(/CMD \["node", "scripts\/healthcheck\.js"\]$/);
    // The server's Node options come from one place (scripts/node-flags.js, also used by npm start).
    expect(exec(steps(runtime, "CMD")[0])).toEqual(["node", ...NODE_FLAGS, "server.js"]);
  });

  it("ships production dependencies only (the admin CLI is bundled: no TypeScript runner, build or test tools)", () => {
    const modules = path.join(runtimeDir, "node_modules");
    expect(fs.lstatSync(modules).isSymbolicLink()).toBe(false);
    for (const name of ["express", "react-router", "@electric-sql/pglite"])
      expect(fs.existsSync(path.join(modules, name)), name).toBe(true);
    for (const name of [
      "vite",
      "vitest",
      "@playwright/test",
      "drizzle-kit",
      "@react-router/dev",
      "tsx",
      "esbuild",
    ])
      expect(fs.existsSync(path.join(modules, name)), name).toBe(false);
    expect(fs.existsSync(path.join(runtimeDir, "build/server/index.js"))).toBe(true);
    expect(fs.existsSync(path.join(runtimeDir, "build/cli/admin.mjs"))).toBe(true);
    expect(fs.existsSync(path.join(runtimeDir, "db/migrations"))).toBe(true);
  });

  it("every package the server bundle imports is a production dependency", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(runtimeDir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    const serverDir = path.join(runtimeDir, "build/server");
    const files = fs
      .readdirSync(serverDir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".js"));
    const imported = new Set<string>();
    for (const file of files) {
      const code = fs.readFileSync(path.join(serverDir, file), "utf8");
      for (const [, specifier] of code.matchAll(
        /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](@?[a-z0-9][\w.-]*(?:\/[\w.-]+)*)["']/g,
      )) {
        if (specifier.startsWith("node:")) continue;
        const parts = specifier.split("/");
        imported.add(specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });

  it("the image's CMD serves / and /healthz in production, and its HEALTHCHECK passes", async () => {
    const port = await freePort();
    const env = cleanEnv({
      ...envOf(runtime),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: "docker-test-secret-0123456789abcdef",
    });
    const [command, ...args] = exec(steps(runtime, "CMD")[0]);
    const server = spawn(command === "node" ? process.execPath : command, args, {
      cwd: runtimeDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(server);
    let output = "";
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));

    const deadline = Date.now() + 120_000;
    while ((await get(port, "/healthz").catch(() => 0)) !== 200) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`runtime image did not come up:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await get(port, "/")).toBe(200);
    // The image's ENV sets no SUPPRESSION_SECRET: the start warns what that loses.
    expect(output).toContain("SUPPRESSION_SECRET is not set");

    // The HEALTHCHECK finds the server on its PORT, with HOST as the server has it or a wildcard.
    const healthcheck = steps(runtime, "HEALTHCHECK")[0].replace(/^.*?CMD\s+/, "CMD ");
    const [hcCommand, ...hcArgs] = exec(healthcheck);
    const probe = [hcCommand === "node" ? process.execPath : hcCommand, ...hcArgs]
      .map((a) => `'${a.replace(/'/g, "'\\''")}'`)
      .join(" ");
    await sh(probe, runtimeDir, env);
    await sh(probe, runtimeDir, { ...env, HOST: "0.0.0.0" });
    await expect(sh(probe, runtimeDir, { ...env, PORT: String(await freePort()) })).rejects.toThrow(
      /failed \(1\)/,
    );

    // docs/deploy.md's `docker exec … npm run admin` works while the server runs (the embedded
    // database is the server's: the command goes over its admin socket), the password piped in:
    // neither npm's banner nor the CLI shows it, and npm prints no notice.
    const created = await sh(
      "printf '%s\\n' 'a long docker password' | npm run admin -- create --email docker@durhamdata.test --password-stdin",
      runtimeDir,
      env,
    );
    expect(created).toContain("Created staff account docker@durhamdata.test.");
    expect(created).not.toContain("a long docker password");
    expect(created).not.toMatch(/update available|npm notice New/i);
    expect(output).toContain("admin command create run over the admin socket");

    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    // And with the server stopped, the CLI opens the database itself: the account is there.
    expect(await sh("npm run --silent admin -- list", runtimeDir, env)).toContain(
      "docker@durhamdata.test",
    );
  }, 240_000);
});
