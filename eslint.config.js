// ESLint: the recommended rule sets for JavaScript, TypeScript, React hooks and accessibility,
// plus the layer rule of docs/DESIGN.md ("Layout": no import points back up) and no import
// cycle. Formatting is Prettier's job, so no stylistic rules here. `npm run lint`; `npm test` runs
// it with no warning allowed.
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import specifiers (alias or relative) that reach into a folder of app/. */
const into = (folder) => [`~/${folder}/**`, `**/${folder}/**`, `~/${folder}`];

/** What each layer may not import (DESIGN.md "Layout"); tests/import-boundaries.test.ts proves each one fires. */
export const LAYER_RULES = [
  {
    name: "models",
    files: ["app/models/**"],
    forbidden: [...into("routes"), ...into("server"), ...into("components"), "~/root"],
    message: "app/models is the domain layer: db, schemas, other models and utils' leaves only.",
  },
  {
    name: "utils",
    files: ["app/utils/**"],
    forbidden: [
      ...into("routes"),
      ...into("server"),
      ...into("components"),
      ...into("models"),
      "~/root",
    ],
    message:
      "app/utils holds leaves that know nothing of the domain: no models, routes or components.",
  },
  {
    name: "components",
    files: ["app/components/**"],
    ignores: ["app/components/**/*.server.*"],
    forbidden: [...into("routes"), ...into("server"), "**/*.server", "**/*.server.ts", "~/root"],
    message: "app/components run in the browser too: no *.server module, no route module.",
    // `import type` is erased from the bundle, so a view can name a model's row type instead of copying it.
    allowTypeImports: true,
  },
  {
    // A view drawn only on the server (the reports' SVG charts) may use other server modules.
    name: "components-server",
    files: ["app/components/**/*.server.*"],
    forbidden: [...into("routes"), "~/root"],
    message: "app/components never import route modules.",
  },
  {
    name: "server",
    files: ["app/server/**"],
    forbidden: [...into("routes"), "~/root"],
    message:
      "app/server is the HTTP edge and the routes' kit: routes import it, never the reverse.",
  },
  {
    name: "schemas",
    files: ["app/schemas/**"],
    forbidden: [...into("routes"), ...into("server"), ...into("models"), "**/*.server", "~/root"],
    // Components too, except a feature's words (components/<feature>/texts.ts, plain data),
    // which its schema shares.
    forbiddenRegex: "(^|/)components(/(?![^/]+/texts$).*)?$",
    message:
      "app/schemas are shared by browser and server: they import only zod, each other and a feature's texts.",
  },
];

/** The packages of imports/loaded-on-first-use below, as a selector's regular expression. */
const LOADED_ON_FIRST_USE = "/^(sharp|imapflow|mailparser|@zxcvbn-ts\\/language-common)$/";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      ".e2e/",
      "test-results/",
      "playwright-report/",
      "public/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // The two classic hook rules. v7's React Compiler rules (set-state-in-effect, refs, ...) judge
    // code for a compiler this app does not use; reading localStorage after hydration trips them.
    files: ["**/*.tsx", "app/components/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // No import cycle anywhere (a circle makes load order matter and hides which module owns what).
    // Type-only imports are erased, so they may point back. The resolver reads tsconfig's `~/` and
    // `@db/` paths; tests/unit/import-cycles.test.ts proves the rule fires.
    name: "imports/no-cycle",
    files: [
      "app/**/*.{ts,tsx}",
      "db/**/*.ts",
      "scripts/**/*.{js,ts}",
      "tests/**/*.ts",
      "*.{js,ts}",
    ],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".json", ".node"],
          tsconfig: { configFile: path.join(import.meta.dirname, "tsconfig.json") },
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Packages the server needs only for some requests or jobs (an upload, a mailbox, a password
    // check) load on first use, with `await import()` or createRequire: each holds megabytes the
    // server would otherwise carry from start (docs/decisions/106-server-memory-under-load.md).
    // Their types may be imported. tests/unit/import-boundaries.test.ts proves the rule fires.
    name: "imports/loaded-on-first-use",
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportDeclaration[importKind='value'][source.value=${LOADED_ON_FIRST_USE}]`,
          message:
            "This package is loaded on first use (await import() where it is needed), not when the server starts; `import type` is fine.",
        },
      ],
    },
  },
  {
    // Tests call route modules with partial arguments (no full React Router context).
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  ...LAYER_RULES.map(
    ({
      name,
      files,
      ignores = [],
      forbidden,
      forbiddenRegex,
      message,
      allowTypeImports = false,
    }) => ({
      name: `layers/${name}`,
      files,
      ignores: ["**/*.test.ts", "**/*.test.tsx", ...ignores],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          {
            patterns: [
              { group: forbidden, message, allowTypeImports },
              ...(forbiddenRegex ? [{ regex: forbiddenRegex, message, allowTypeImports }] : []),
            ],
          },
        ],
      },
    }),
  ),
);
