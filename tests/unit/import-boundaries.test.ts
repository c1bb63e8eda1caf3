/**
 * The layer rule (eslint.config.js, DESIGN.md "Layout"): each forbidden import direction is
 * reported and each allowed one is not; so is a package the server loads on first use, imported
 * at start instead. `npm test` runs ESLint over the app itself.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The two rules checked here only: the cycle rule would walk each import's whole graph. */
const CHECKED_RULES = new Set(["@typescript-eslint/no-restricted-imports", "no-restricted-syntax"]);
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => CHECKED_RULES.has(ruleId),
});

async function ruleErrors(ruleId: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

const layerErrors = (filePath: string, source: string) =>
  ruleErrors("@typescript-eslint/no-restricted-imports", filePath, source);

describe("import boundaries", () => {
  it.each([
    ["app/models/x.server.ts", 'import { x } from "~/server/crm-route-kit.server";'],
    ["app/models/x.server.ts", 'import { x } from "~/components/crm/texts";'],
    ["app/models/x.server.ts", 'import { x } from "../components/crm/texts";'],
    ["app/utils/x.server.ts", 'import { x } from "~/models/leads.server";'],
    ["app/utils/x.ts", 'import { x } from "../models/leads.server";'],
    ["app/utils/x.ts", 'import { x } from "~/components/contact/form-kit";'],
    ["app/components/crm/x.tsx", 'import { x } from "~/models/leads.server";'],
    ["app/components/crm/x.tsx", 'import { x } from "~/utils/toast.server";'],
    ["app/components/crm/x.tsx", 'import { x } from "./dashboard.server";'],
    ["app/server/x.server.ts", 'import { x } from "~/routes/crm/layout";'],
    ["app/components/shell/x.ts", 'import { x } from "~/root";'],
    ["app/components/crm/x.tsx", 'import { x } from "~/server/crm-route-kit.server";'],
    ["app/utils/x.ts", 'import { x } from "~/server/http";'],
    ["app/components/shell/x.ts", 'import { x } from "~/routes/site/layout";'],
    ["app/schemas/x.ts", 'import { x } from "~/models/leads.server";'],
    ["app/schemas/x.ts", 'import { x } from "~/components/crm/controls";'],
  ])("%s may not %s", async (file, source) => {
    expect(await layerErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ["app/routes/crm/x.tsx", 'import { x } from "~/models/leads.server";'],
    ["app/routes/crm/x.tsx", 'import { x } from "~/utils/toast.server";'],
    ["app/routes/crm/x.tsx", 'import { x } from "~/components/crm/texts";'],
    ["app/models/x.server.ts", 'import { x } from "~/schemas/lead";'],
    ["app/models/x.server.ts", 'import { x } from "./leads.server";'],
    ["app/models/x.server.ts", 'import { log } from "~/utils/log.server";'],
    ["app/components/crm/x.tsx", 'import { x } from "~/utils/ids";'],
    ["app/components/crm/x.tsx", 'import type { x } from "~/models/leads.server";'],
    ["app/server/x.server.ts", 'import { x } from "~/models/leads.server";'],
    ["app/components/crm/x.tsx", 'import { x } from "~/schemas/lead";'],
    ["app/utils/x.ts", 'import { x } from "./ids";'],
    ["app/schemas/x.ts", 'import { x } from "~/components/contact/texts";'],
  ])("%s may %s", async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });
});

describe("packages the server loads on first use", () => {
  const firstUseErrors = (filePath: string, source: string) =>
    ruleErrors("no-restricted-syntax", filePath, source);

  it.each([
    ["app/utils/x.server.ts", 'import sharp from "sharp";'],
    ["app/models/x.server.ts", 'import { ImapFlow } from "imapflow";'],
    ["app/models/x.server.ts", 'import { type ParsedMail, simpleParser } from "mailparser";'],
    ["app/utils/x.server.ts", 'import { dictionary } from "@zxcvbn-ts/language-common";'],
    ["db/x.server.ts", 'import * as sharp from "sharp";'],
  ])("%s may not %s", async (file, source) => {
    expect(await firstUseErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ["app/utils/x.server.ts", 'import type { Metadata } from "sharp";'],
    ["app/models/x.server.ts", 'const { ImapFlow } = await import("imapflow");'],
    ["app/models/x.server.ts", 'import { sql } from "drizzle-orm";'],
    ["app/utils/x.test.ts", 'import sharp from "sharp";'],
  ])("%s may %s", async (file, source) => {
    expect(await firstUseErrors(file, source)).toEqual([]);
  });
});
