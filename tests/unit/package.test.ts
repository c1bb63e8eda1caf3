/**
 * package.json: every dependency pinned to an exact version, react-router and @react-router/*
 * on one version, engines.node exactly what the installed dependencies need (Node 22.22, 24
 * and 26), the tests themselves running on such a Node (npm runs the project's own Node 26), and
 * every install script reviewed in allowScripts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSupportedNode, MIN_NODE } from "../../scripts/node-version.js";
import { NODE_FLAGS, SERVER_ENV } from "../../scripts/node-flags.js";

const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  engines: { node: string };
  allowScripts: Record<string, boolean>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<
    string,
    {
      version?: string;
      engines?: { node?: string } | string[];
      hasInstallScript?: boolean;
      os?: string[];
    }
  >;
};
const allDeps = { ...pkg.dependencies, ...pkg.devDependencies };

// A small reader for the range forms npm packages use in engines.node (>=, >, <=, <, ^, ~,
// x-ranges, "||", "*"); enough to check sample versions without a semver dependency.
type Version = [number, number, number];
const parse = (v: string): (number | undefined)[] =>
  v
    .replace(/^v/, "")
    .split(".")
    .map((p) => (p === "x" || p === "*" || p === "" ? undefined : Number(p)));
const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const full = (parts: (number | undefined)[]): Version => [
  parts[0] ?? 0,
  parts[1] ?? 0,
  parts[2] ?? 0,
];

function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator.trim());
  if (!match) throw new Error(`unreadable comparator ${comparator}`);
  const [, op = "", raw] = match;
  if (raw === "*" || raw === "") return true;
  const parts = parse(raw);
  const base = full(parts);
  const c = cmp(version, base);
  switch (op) {
    case ">=":
      return c >= 0;
    case ">":
      return c > 0;
    case "<=":
      return c <= 0;
    case "<":
      return c < 0;
    case "^": {
      if (c < 0) return false;
      if (base[0] > 0 || parts[1] === undefined) return version[0] === base[0];
      return version[0] === 0 && version[1] === base[1];
    }
    case "~":
      return c >= 0 && version[0] === base[0] && (parts[1] === undefined || version[1] === base[1]);
    default: {
      // "20", "20.x", "=20.1.0": every given part must match.
      return parts.every((p, i) => p === undefined || p === version[i]);
    }
  }
}

function satisfies(version: string, range: string): boolean {
  const v = full(parse(version));
  return range.split("||").some((alternative) => {
    // ">= 10" → ">=10": join operators to their versions, then split on spaces.
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean);
    if (comparators.length === 3 && comparators[1] === "-") {
      return cmp(v, full(parse(comparators[0]))) >= 0 && cmp(v, full(parse(comparators[2]))) <= 0;
    }
    return comparators.every((c) => satisfiesComparator(v, c));
  });
}

/**
 * engines.node of every package installed on Linux (production and development): the site runs
 * on Linux only (Debian, the Docker image), so a binary for another system (sharp's Windows
 * builds, listed in the lock file as optional) is never installed.
 */
const requirements = Object.entries(lock.packages)
  .filter(
    ([name, entry]) =>
      name !== "" &&
      entry.engines &&
      !Array.isArray(entry.engines) &&
      entry.engines.node &&
      (!entry.os || entry.os.includes("linux")),
  )
  .map(([name, entry]) => ({
    name: name.replace(/^.*node_modules\//, ""),
    range: (entry.engines as { node: string }).node,
  }));

describe("package.json", () => {
  it("runs the server with the server's Node flags and environment, and the campaign benchmark's job runner with its flags", () => {
    const flags = NODE_FLAGS.join(" ");
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(pkg.scripts.start).toBe(`${env.join(" ")} node ${flags} scripts/start.js`);
    expect(pkg.scripts["bench:campaign"]).toBe(
      `node ${flags} --import tsx scripts/bench-campaign.ts`,
    );
  });

  it("pins every dependency to an exact version", () => {
    // An alias (npm:package@version: the previous PGlite, kept for the upgrade) is pinned too.
    const loose = Object.entries(allDeps).filter(
      ([, version]) => !/^(npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    );
    expect(loose).toEqual([]);
  });

  it("keeps react-router and every @react-router/* package on one version", () => {
    const versions = new Set(
      Object.entries(allDeps)
        .filter(([name]) => name === "react-router" || name.startsWith("@react-router/"))
        .map(([, version]) => version),
    );
    expect(versions.size).toBe(1);
    // The installed tree agrees (no nested copy at another version).
    const installed = Object.entries(lock.packages)
      .filter(([name]) => /node_modules\/(react-router|@react-router\/[^/]+)$/.test(name))
      .map(([name, entry]) => `${name}@${entry.version}`);
    expect(installed.every((entry) => entry.endsWith(`@${[...versions][0]}`))).toBe(true);
  });

  it("the test runner runs on a Node that engines.node accepts (the project's own, not an old system Node)", () => {
    expect(satisfies(process.versions.node, pkg.engines.node), process.versions.node).toBe(true);
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });

  it("the server's version guard follows engines.node", () => {
    expect(MIN_NODE).toBe("22.22.0");
    expect(isSupportedNode("v20.20.2")).toBe(false);
    expect(isSupportedNode("22.21.9")).toBe(false);
    expect(isSupportedNode("22.22.0")).toBe(true);
    expect(isSupportedNode("24.21.0")).toBe(true);
    expect(isSupportedNode("26.10.0")).toBe(true);
    expect(isSupportedNode("100.0.0")).toBe(true);
  });

  it("pins the Node that npm scripts run to a 26 LTS release, and its types to the same major", () => {
    expect(pkg.devDependencies.node).toMatch(/^26\./);
    expect(pkg.devDependencies["@types/node"]).toMatch(/^26\./);
  });

  it("engines.node accepts Node 22.22+, 24 and 26, and this Node", () => {
    for (const version of [
      "22.22.0",
      "22.99.0",
      "24.0.0",
      "24.21.0",
      "26.0.0",
      "26.10.0",
      process.versions.node,
    ]) {
      expect(satisfies(version, pkg.engines.node), version).toBe(true);
    }
  });

  it("every version engines.node accepts satisfies every installed package's engines.node", () => {
    const samples = ["22.22.0", "22.99.0", "24.0.0", "24.99.0", "26.0.0"];
    const unmet = samples.flatMap((version) =>
      requirements
        .filter((r) => !satisfies(version, r.range))
        .map((r) => `${r.name} (${r.range}) on ${version}`),
    );
    expect(unmet).toEqual([]);
  });

  it("engines.node is not looser than needed: the versions it rejects fail some dependency", () => {
    for (const version of ["18.20.0", "20.20.2", "21.7.0", "22.21.0"]) {
      expect(satisfies(version, pkg.engines.node), version).toBe(false);
      expect(
        requirements.some((r) => !satisfies(version, r.range)),
        version,
      ).toBe(true);
    }
  });

  it("reads ranges the way npm does", () => {
    expect(satisfies("20.19.0", "^20.19.0 || >=22.12.0")).toBe(true);
    expect(satisfies("22.11.0", "^20.19.0 || >=22.12.0")).toBe(false);
    expect(satisfies("23.0.0", "^20.0.0 || ^22.0.0 || >=24.0.0")).toBe(false);
    expect(satisfies("12.0.0", ">= 10")).toBe(true);
    expect(satisfies("14.0.0", "^10 || ^12 || >=14")).toBe(true);
    expect(satisfies("13.0.0", "^10 || ^12 || >=14")).toBe(false);
    expect(satisfies("0.5.0", "*")).toBe(true);
  });
});

// npm 12 runs a dependency's install script only when package.json's allowScripts approves it.
describe("install scripts", () => {
  const withScripts = new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.split("node_modules/").at(-1)!),
  );

  it("every dependency with an install script is approved or denied in allowScripts", () => {
    expect([...withScripts].filter((name) => !(name in pkg.allowScripts))).toEqual([]);
    expect(Object.keys(pkg.allowScripts).filter((name) => !withScripts.has(name))).toEqual([]);
  });

  it("the pinned Node installs its binary (its preinstall), so npm scripts run on Node 26", () => {
    expect(withScripts.has("node")).toBe(true);
    expect(pkg.allowScripts.node).toBe(true);
  });
});
