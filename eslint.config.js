import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of app/, highest first (docs/decisions/023-code-layout.md): a file may import
// its own layer and the ones below, never one above. A domain folder (leads/, media/, blog/, clients/, privacy/, dev/)
// holds one domain's files of several layers, listed here by name; a new file there
// joins the list of its layer.
const layers = [
  ["routes", ["app/routes/**", "app/{root,entry.client,entry.server}.tsx"]],
  ["components", ["app/components/**", "app/{leads,media,blog,privacy,dev}/*.tsx", "app/admin/**"]],
  [
    "services",
    [
      "app/services/**",
      "app/leads/{lead-capture,lead-notification,lead-spool}.server.ts",
      "app/media/{media,media-store}.server.ts",
      "app/blog/{post-editor,post-article}.server.ts",
      // Its data access is in models/ (client.server, project.server).
      "app/clients/*.server.ts",
      "app/privacy/{lead-retention,privacy-request}.server.ts",
      "app/dev/*.server.ts",
    ],
  ],
  ["models", ["app/models/**", "app/{leads/lead,media/media-file,privacy/privacy-data}.server.ts"]],
  [
    "utils",
    [
      "app/utils/**",
      "app/config/**",
      "app/{env.server,i18n,i18n.server}.ts",
      "app/leads/{lead-schemas,lead-filter,lead-failures,lead-notes,lead-fields.server,lead-keys,lead-weeks}.ts",
      "app/leads/{attribution,attribution.server,audit-promise,first-touch}.ts",
      "app/media/media.ts",
      "app/blog/{post-schemas,post-filter,quebec-time}.ts",
      "app/clients/{project-schemas,client-filter}.ts",
      "app/privacy/{consent.server,privacy-schemas,privacy-counts}.ts",
    ],
  ],
];
const layerZones = layers.flatMap(([name, target], index) =>
  index === 0
    ? []
    : [
        {
          target,
          from: layers.slice(0, index).flatMap(([, files]) => files),
          message: `The ${name} layer may not import a higher layer (docs/decisions/023-code-layout.md).`,
        },
      ],
);

export default tseslint.config(
  {
    ignores: [
      "build/",
      "server-build/",
      "app/generated/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "tests/.data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones,
            {
              target: "app/utils/**",
              from: [
                "app/leads/**",
                "app/media/**",
                "app/blog/**",
                "app/clients/**",
                "app/privacy/**",
                "app/admin/**",
                "app/dev/**",
              ],
              message: "app/utils holds only code that knows nothing of a domain.",
            },
          ],
        },
      ],
      "import-x/no-cycle": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["info", "warn", "error", "debug"] }],
    },
  },
);
