// Node options for the production server, in one place: `npm start` (scripts/start.js) and
// `npm run bench:http` run the server with them; package.json's start script and the Dockerfile's
// CMD repeat them (a process cannot change its own heap limit).
//
// A bounded V8 heap: without a limit V8 lets garbage pile up to a large share of the machine's
// memory under load before collecting it. 192 MB is several times what the server uses.
export const NODE_FLAGS = ["--max-old-space-size=192"];
