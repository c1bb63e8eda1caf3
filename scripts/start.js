// `npm start`: build when the sources are newer than the last build, then serve the production
// build. A first start builds (under a minute); later starts reuse the build and are up in seconds.
import { buildIfStale } from "./build-if-stale.js";

buildIfStale();
process.env.NODE_ENV = "production";
// A local run may keep a generated session secret in DATA_DIR; a deployment must set SESSION_SECRET.
process.env.LOCAL_RUN ??= "1";
await import("../server.js");
