// Node options for the production server, in one place: `npm start` (scripts/start.js) and
// `npm run bench:http` run the server with them; package.json's start script and the Dockerfile's
// CMD repeat them (a process cannot change its own heap limit).
//
// A bounded V8 heap: without a limit V8 lets garbage pile up to a large share of the machine's
// memory under load before collecting it. 192 MB is several times what the server uses.
// A young generation of 2 MB semi-spaces: Node 24's larger default kept ~100 MB more resident
// under load for no measurable gain in requests per second.
// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) runs on V8's baseline
// compiler only: its optimising tier compiled the whole module in the background at start-up,
// taking the process to 750 MB and leaving 300 MB resident; without it the server starts and
// idles near 200 MB, for database work some 10-30 % slower (docs/benchmarks.md). With
// DATABASE_URL nothing runs as WebAssembly and the flag changes nothing.
export const NODE_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=2", "--liftoff-only"];

// The environment the server starts with, beside the flags (package.json's start script and the
// Dockerfile's ENV repeat it; glibc reads it once, when the process starts). glibc gives each
// thread that allocates its own malloc arena (up to 8 per core), and V8's compiler and garbage
// collector threads each kept 2-8 MB of freed memory in theirs after a load: on `/` and the
// other public pages, 252 MB resident after `npm run bench:http` with the default, 230 MB with
// two arenas (decision 106). Without glibc (macOS, Alpine's musl) the variable changes nothing.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
