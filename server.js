// The listening process. The app module (app/server/app.ts, bundled into the build) holds the
// whole HTTP pipeline: logs, security headers, static files, /healthz, limits, React Router.
// `npm start` runs this after building; `npm run dev` runs it with Vite in middleware mode.
import path from "node:path";
import compression from "compression";
import express from "express";

const isDev = process.argv.includes("--dev");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
/** Longest wait for in-flight requests on shutdown (below Docker's 10 s before SIGKILL). */
const SHUTDOWN_GRACE_MS = 8_000;

const info = (message) => console.log(`${new Date().toISOString()} INFO ${message}`);
const fail = (message, error) =>
  console.error(
    `${new Date().toISOString()} ERROR ${message}${error ? ` (${error.message ?? error})` : ""}`,
  );

const app = express();
app.disable("x-powered-by");
app.use(compression());

let appModule;
if (isDev) {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  appModule = await vite.ssrLoadModule("./app/server/app.ts");
  app.use(vite.middlewares);
  // Reloaded on every request so edits apply without a restart.
  app.use((req, res, next) =>
    vite
      .ssrLoadModule("./app/server/app.ts")
      .then((m) => m.app(req, res, next))
      .catch(next),
  );
} else {
  appModule = await import(path.resolve(buildDir, "server/index.js"));
  app.use(appModule.serverApp({ clientDir: path.resolve(buildDir, "client") }));
}
// TRUST_PROXY: which proxies in front may set X-Forwarded-For/-Proto/-Host (client address, site origin).
app.set("trust proxy", appModule.trustProxySetting(process.env.TRUST_PROXY));

await appModule.startup();

const server = app.listen(port, host, (error) => {
  if (error) {
    fail(`cannot listen on ${host}:${port}`, error);
    appModule.shutdown().finally(() => process.exit(1));
    return;
  }
  info(`listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database cleanly.
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  info(`${signal}: shutting down`);
  // Keep-alive connections become idle once their response is sent: close them as they do.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let forced = false;
  const force = setTimeout(() => {
    forced = true;
    fail(`requests still running after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await new Promise((resolve) => server.close(resolve));
  clearInterval(idle);
  clearTimeout(force);
  try {
    await appModule.shutdown();
    info("stopped");
    process.exit(forced ? 1 : 0);
  } catch (error) {
    fail("closing the database failed", error);
    process.exit(1);
  }
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
