// The listening process: static files, then the app module (app/server/app.ts) which holds
// logging, security headers, limits, /healthz and React Router. `npm start` runs this after
// building; `npm run dev` runs it with Vite in middleware mode.
import path from "node:path";
import compression from "compression";
import express from "express";

const isDev = process.argv.includes("--dev");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY: how many proxies sit in front (for the client address used by rate limits).
app.set("trust proxy", process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) || process.env.TRUST_PROXY : false);
app.use(compression());

let appModule;
if (isDev) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  appModule = await vite.ssrLoadModule("./app/server/app.ts");
  app.use((req, res, next) =>
    vite
      .ssrLoadModule("./app/server/app.ts")
      .then((m) => m.app(req, res, next))
      .catch(next),
  );
} else {
  appModule = await import(path.resolve(buildDir, "server/index.js"));
  // Fingerprinted assets never change; everything else is revalidated.
  app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(`${buildDir}/client`, { maxAge: "1h", index: false }));
  app.use(appModule.app);
}

await appModule.startup();

const server = app.listen(port, host, () => {
  console.log(`${new Date().toISOString()} INFO listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

// Graceful shutdown: stop accepting, let requests finish, then close the database cleanly.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${new Date().toISOString()} INFO ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      try {
        await appModule.shutdown();
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections?.();
  });
}
