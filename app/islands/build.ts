/**
 * Imported by the root route for its side effect only: Vite builds each island as it meets its
 * `?worker&url` import, and the browser build must meet them to put the files in build/client
 * (the server build names the same files, content-hashed, in island-scripts.server.ts).
 */
import "./island-guides.ts?worker&url";
import "./island-home.ts?worker&url";
import "./island-site.ts?worker&url";
