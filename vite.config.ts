import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "@db": path.resolve(import.meta.dirname, "db"),
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is the Express app, so middleware (headers, limits, logs)
  // is bundled with the routes and shares their modules.
  build: isSsrBuild ? { rollupOptions: { input: "./app/server/app.ts" } } : undefined,
  resolve: { alias },
  plugins: [vanillaExtractPlugin(), reactRouter()],
}));
