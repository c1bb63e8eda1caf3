/**
 * The layer rule (eslint.config.js, DESIGN.md "Layout"): each forbidden import direction is
 * reported and each allowed one is not. `npm test` runs ESLint over the app itself.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
}

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
