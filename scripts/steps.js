// The steps of `npm test`, run one after another by `chain`. A failed step's last lines are kept:
// vitest and the browser tests print at once, and a log cut to its end (as CI reports it) would
// otherwise show the other runner's lines and not the names of the tests that failed.
import { spawn } from "node:child_process";

/** How many of a step's last lines are kept, to be printed again if it fails. */
export const KEPT_LINES = 60;

/**
 * Runs the steps one after another until one fails.
 * `prefix`: the output streams as it comes, each line marked with it (two steps print at once);
 * without, a step's output is printed whole when it is done.
 * @param {Array<[string, string, string[], Record<string, string>?]>} steps
 * @param {{ prefix?: string, write?: (text: string) => void }} options
 * @returns {Promise<{ label: string, lastLines: string[] } | undefined>} the step that failed
 */
export async function chain(steps, { prefix, write = (text) => process.stdout.write(text) }) {
  const output = [];
  const print = (text) => {
    if (prefix) write(text.replace(/^(?=.)/gm, `[${prefix}] `));
    else output.push(text);
  };
  for (const [label, command, args, env = {}] of steps) {
    const started = Date.now();
    let lastLines = [];
    const keep = (lines) => {
      lastLines.push(...lines);
      if (lastLines.length > KEPT_LINES) lastLines = lastLines.slice(-KEPT_LINES);
    };
    print(`\n=== ${label}: ${command} ${args.join(" ")}\n`);
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    // Whole lines only, so that two steps printing at once never cut into each other's lines.
    for (const stream of [child.stdout, child.stderr]) {
      let partial = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        if (lines.length > 0) {
          keep(lines);
          print(`${lines.join("\n")}\n`);
        }
      });
      stream.on("end", () => {
        if (!partial) return;
        keep([partial]);
        print(`${partial}\n`);
      });
    }
    const code = await new Promise((resolve) =>
      child.on("close", (c, signal) => resolve(c ?? signal)),
    );
    const took = `(${Math.round((Date.now() - started) / 1000)} s)`;
    if (!prefix) write(output.join(""));
    output.length = 0;
    write(
      code === 0
        ? `=== ${label} passed ${took}\n`
        : `\n=== ${label} FAILED (exit ${code}) ${took}\n`,
    );
    if (code !== 0) return { label, lastLines };
  }
  return undefined;
}

/**
 * The closing words of a run: each failed step's last lines again, then their names.
 * @param {Array<{ label: string, lastLines: string[] }>} failed
 */
export function failureReport(failed) {
  const again = failed.map(
    ({ label, lastLines }) => `\n--- ${label}, its last lines:\n${lastLines.join("\n")}\n`,
  );
  return `${again.join("")}\nFailed: ${failed.map((f) => f.label).join(", ")}.\n`;
}
