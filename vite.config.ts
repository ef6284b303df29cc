import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig, { developmentConfig } from "./remix.config.js";
import { imageVersions } from "./scripts/image-versions-plugin";
import { localeFallback } from "./scripts/locale-fallback-plugin";

/**
 * Build only: `import { Menu, X } from "lucide-react"` becomes one import per icon file
 * (`lucide-react/icons/menu`), so that an icon goes to the chunk of the screens that show
 * it. Through the package's index, which re-exports every icon, all the icons the app
 * uses would land in the shell's chunk (see manualChunks below).
 */
function lucideIconImports(): Plugin {
  const barrel = createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/cjs\/lucide-react\.js$/, "esm/lucide-react.mjs");
  const fileOf = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, "utf8").matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names?.matchAll(/default as (\w+)/g) ?? []) if (name && file) fileOf.set(name, file);
  }
  return {
    name: "lucide-icon-imports",
    apply: "build",
    transform(code, id) {
      if (!id.includes("/app/") || !code.includes("lucide-react")) return null;
      return code.replace(/import \{([^}]*)\} from "lucide-react";/g, (_statement, specifiers: string) =>
        specifiers
          .split(",")
          .map((specifier) => specifier.trim())
          .filter((specifier) => specifier && !specifier.startsWith("type "))
          .map((specifier) => {
            const [name = "", local = name] = specifier.split(/\s+as\s+/);
            const file = fileOf.get(name);
            if (!file) throw new Error(`${path.relative(".", id)}: no lucide-react icon named ${name}`);
            return `import ${local} from "lucide-react/icons/${file}";`;
          })
          .join("\n"),
      );
    },
  };
}

/**
 * Client build only: conform's zod adapter builds its form-value coercion with four
 * functions of zod's full API (`lazy`, `optional`, `pipe`, `transform` from "zod/v4"),
 * which pull in every method of every zod schema (about 17 KB gzip). The schemas the
 * browser runs are zod/mini's, and the adapter only wraps them and reads their `_zod`
 * internals, so zod/mini's functions of the same names do the same job there. The server
 * and the unit tests keep the adapter as published.
 */
function conformZodOnZodMini(): Plugin {
  return {
    name: "conform-zod-on-zod-mini",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options.ssr || source !== "zod/v4" || !importer?.includes("/node_modules/@conform-to/zod/")) return null;
      return this.resolve("zod/mini", importer, { ...options, skipSelf: true });
    },
  };
}

// The libraries every page runs before it is interactive (React, Remix): one file.
const firstLoadLibraries =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream|remix-i18next)\//;

// The shell (root.tsx and everything it imports) and the small components most public
// pages show: one file, rather than a dozen of a few hundred bytes each. Not
// entry.client.tsx: the page imports the root's module before it sets what the entry
// reads (window.__remixRouteModules), so the entry must run only when imported itself.
const shellModules =
  /\/app\/(root\.tsx|utils\/route-texts\.ts|components\/(screen-route\.ts|(button-link|page-header|picture|section)\.tsx))$/;
// The lead forms' libraries and components, loaded together by the pages with a form.
const formModules =
  /\/node_modules\/@conform-to\/(dom|react)\/|\/app\/(components\/form-fields\.tsx|utils\/field-errors\.ts|leads\/(lead-form\.tsx|lead-failures\.ts|lead-keys\.ts))$/;
// Their rules (zod, conform's zod adapter, the schemas): loaded when the visitor enters a
// lead form (app/leads/lead-form.tsx), with the first load of the account forms' pages.
const formRuleModules =
  /\/node_modules\/(zod|@conform-to\/zod)\/|\/app\/(leads\/lead-schemas\.ts|accounts\/auth-schemas\.ts|utils\/zod-without-eval\.ts)$/;

// lucide's icons that two public pages or more share: one file, rather than one file of a
// few hundred bytes per icon (an icon used by one page stays in that page's file). A
// phone's browser fetches the first scripts over a few connections, and the three fewer
// files took about 100 ms off the first paint of `/` in Lighthouse (docs/decisions/027).
// The signed-in screens' icons (back office, account) stay out of it.
const iconModules = /\/node_modules\/lucide-react\//;
const signedInRouteModules = /\/app\/routes\/(admin\/|account|dashboard|media)/;
const pageRouteModules = /\/app\/routes\/[^.]+\.tsx$/;

/** How many pages other than the signed-in screens import the module, directly or through other modules. */
function publicPagesImporting(id: string, getModuleInfo: Rollup.GetModuleInfo) {
  const seen = new Set<string>();
  const queue = [id];
  let pages = 0;
  for (let at = queue.pop(); at !== undefined; at = queue.pop()) {
    if (seen.has(at)) continue;
    seen.add(at);
    if (pageRouteModules.test(at) && !signedInRouteModules.test(at)) pages++;
    queue.push(...(getModuleInfo(at)?.importers ?? []));
  }
  return pages;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks(id: string, { getModuleInfo }) {
              if (firstLoadLibraries.test(id)) return "vendor";
              if (shellModules.test(id)) return "shell";
              if (formModules.test(id)) return "forms";
              if (formRuleModules.test(id)) return "form-rules";
              if (iconModules.test(id) && publicPagesImporting(id, getModuleInfo) >= 2) return "public-icons";
              return undefined;
            },
          },
        },
  },
  // Where the development server keeps the browser's pre-bundled dependencies; the
  // development-server test gives each run its own, cold, folder.
  cacheDir: process.env.DEV_CACHE_DIR || "node_modules/.vite",
  // Development only: the packages the browser imports, pre-bundled once when the server
  // starts. Discovery is off because Remix's development CSS lookup walks the server's
  // module graph and would register server-only packages (Prisma, argon2, nodemailer) as
  // browser dependencies, then re-bundle and reload the page (docs/decisions/021). The
  // Remix plugin adds React and @remix-run/react; tests/dev checks this list is complete.
  optimizeDeps: {
    noDiscovery: true,
    include: [
      "@conform-to/react",
      "@conform-to/zod/v4",
      // The post editor's (app/blog/rich-text-editor.tsx): @tiptap/react reaches the
      // CommonJS use-sync-external-store, which the browser cannot import unbundled.
      "@tiptap/extension-image",
      "@tiptap/react",
      "@tiptap/starter-kit",
      // The bot check's solver (app/platform/altcha-solver.ts; its worker is bundled apart).
      "altcha-lib",
      "altcha-lib/algorithms/web/sha",
      "lucide-react",
      "react-dom",
      "remix-i18next/client",
      "zod/mini",
    ],
  },
  // The server bundle takes the icons it uses: lucide-react's package entry loads every
  // icon (about 37 MB of the server's memory). Build only: the development server would
  // transform each of its 1,900 icon modules on the first page (11.7 s of a cold start's
  // first page, docs/decisions/021), where Node loads the package as published.
  ssr: { noExternal: command === "build" ? ["lucide-react"] : [] },
  plugins: [
    lucideIconImports(),
    conformZodOnZodMini(),
    imageVersions(),
    localeFallback(),
    tailwindcss(),
    // The development server adds the developer tools' pages (docs/decisions/033).
    remix(command === "serve" ? developmentConfig : remixConfig),
    tsconfigPaths(),
  ],
}));
