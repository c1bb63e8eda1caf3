/**
 * Test files share a process (vitest.config.ts: `isolate: false`), so what one file changes of the
 * process must not reach the next: its environment variables are put back as they were when it
 * started, and the real clock returns.
 */
import { afterAll, vi } from "vitest";

const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
  vi.useRealTimers();
});
