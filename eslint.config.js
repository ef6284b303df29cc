import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Where code may import from (docs/decisions/023-code-layout.md). Each domain has one
// folder; shared folders know no domain; a domain imports another only along the edges
// below (they form no loop); the shell, the routes and app/'s top files compose them all.
const domainDependencies = {
  accounts: ["media"], // erasing an account erases its files
  blog: ["accounts", "media"], // staff write posts, with images
  clients: ["accounts", "media"], // a client is an account, with its files
  content: ["media"], // an entry's image (a case study's logo, a member's photo) is a media file
  leads: ["content", "search"], // the chatbot offers the booking link, and answers questions
  search: ["blog", "content"], // the site search reads the posts and the pages' content (docs/decisions/052, 053)
  media: [],
  privacy: ["accounts", "leads", "search"], // Law 25 requests span the people the site holds; retention purges the question log
  "back-office": [],
};
const domains = Object.keys(domainDependencies);
const folders = (names) => names.map((name) => `app/${name}/**`);
const composers = ["app/shell/**", "app/routes/**", "app/{root,entry.client,entry.server,queued-mail.server}.{ts,tsx}"];
const sharedFolders = ["app/utils/**", "app/components/**", "app/platform/**", "app/mail/**", "app/config/**"];
const importZones = [
  {
    target: [...sharedFolders, "app/{env.server,i18n,i18n.server}.ts"],
    from: [...folders(domains), ...composers],
    message: "Shared code knows no domain (docs/decisions/023-code-layout.md).",
  },
  ...domains.map((domain) => ({
    target: `app/${domain}/**`,
    from: [
      ...folders(domains.filter((other) => other !== domain && !domainDependencies[domain].includes(other))),
      ...composers,
    ],
    message: `The ${domain} domain may import only ${domainDependencies[domain].join(", ") || "no other domain"} (docs/decisions/023-code-layout.md).`,
  })),
  {
    target: "app/shell/**",
    from: ["app/routes/**", "app/{entry.client,entry.server}.tsx"],
    message: "The shell is drawn by the root; it imports no route (docs/decisions/023-code-layout.md).",
  },
];

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
          zones: importZones,
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
