// The listening process. The app module (app/server/app.ts, bundled into the build) holds the
// whole HTTP pipeline (logs, guards, security headers, static files, /healthz, limits, React
// Router), the configuration check and the logger. `npm start` runs this after building;
// `npm run dev` runs it with Vite in middleware mode.
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { requireSupportedNode } from "./scripts/node-version.js";

requireSupportedNode("The server");

const isDev = process.argv.includes("--dev");
// Where the build is must be known before the app module (and its configuration) can load.
const buildDir = process.env.BUILD_DIR ?? "build";

let appModule;
let vite;
let config;
try {
  if (isDev) {
    vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    appModule = await vite.ssrLoadModule("./app/server/app.ts");
  } else {
    appModule = await import(path.resolve(buildDir, "server/index.js"));
  }
  config = appModule.checkEnv();
} catch (error) {
  // A bad configuration stops the start here, naming each variable and what it expects.
  if (error?.name === "EnvError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { log, SERVER_OPTIONS, SHUTDOWN_GRACE_MS, SOCKET_IDLE_TIMEOUT_MS } = appModule;

const app = express();
// TRUST_PROXY: which proxies in front may set X-Forwarded-For/-Proto/-Host (client address, site origin).
app.set("trust proxy", appModule.trustProxySetting(config.TRUST_PROXY));
// Production: the visit beacon and a public page already in the cache are answered before Express,
// compression and the request logger run (each logs its own line); everything else goes on.
let serveHit = () => false;
app.disable("x-powered-by");
app.use(compression());

if (isDev) {
  app.use(vite.middlewares);
  // Reloaded on every request so edits apply without a restart.
  app.use((req, res, next) =>
    vite
      .ssrLoadModule("./app/server/app.ts")
      .then((m) => m.app(req, res, next))
      .catch(next),
  );
} else {
  const pipeline = appModule.serverApp({
    clientDir: path.resolve(buildDir, "client"),
    trustProxy: app.get("trust proxy fn"),
  });
  serveHit = pipeline.serveHit;
  app.use(pipeline);
}

try {
  await appModule.startup();
} catch (error) {
  // A setting found wrong only now (DATA_DIR not writable): the same plain message as above.
  if (error?.name === "EnvError") console.error(error.message);
  else log.error("start-up failed (database or migrations)", error);
  await appModule.shutdown().catch(() => {});
  process.exit(1);
}

const server = http.createServer(SERVER_OPTIONS, (req, res) => {
  if (!serveHit(req, res)) app(req, res);
});
server.setTimeout(SOCKET_IDLE_TIMEOUT_MS);
server.listen(config.PORT, config.HOST, () => {
  const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  log.info(`listening on http://${shown}:${config.PORT} (Node ${process.version})`);
});
server.on("error", (error) => {
  log.error(`cannot listen on ${config.HOST}:${config.PORT}`, error);
  appModule.shutdown().finally(() => process.exit(1));
});

// Graceful shutdown: stop accepting, let in-flight requests finish, close the database cleanly.
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: shutting down`);
  // /readyz answers 503 at once, so a load balancer stops sending requests here.
  appModule.beginShutdown();
  // Keep-alive connections become idle once their response is sent: close them as they do.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  let forced = false;
  const force = setTimeout(() => {
    forced = true;
    log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms: closing their connections`);
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  await new Promise((resolve) => server.close(resolve));
  clearInterval(idle);
  clearTimeout(force);
  try {
    await appModule.shutdown();
    log.info("stopped");
    process.exit(forced ? 1 : 0);
  } catch (error) {
    log.error("closing the database failed", error);
    process.exit(1);
  }
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
