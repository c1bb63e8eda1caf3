// Node options for the production server, in one place: `npm start` (scripts/start.js), the
// Dockerfile and `npm run bench:http` use them.
export const NODE_FLAGS = [];
