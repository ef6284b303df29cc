import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

export default defineConfig({
  build: { target: "es2022" },
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
      "i18next",
      "i18next-resources-to-backend",
      "lucide-react",
      "react-dom",
      "react-i18next",
      "remix-i18next/client",
      "remix-i18next/react",
      "zod",
    ],
  },
  // The server bundle takes the icons it uses: lucide-react's package entry loads every
  // icon (about 37 MB of the server's memory).
  ssr: { noExternal: ["lucide-react"] },
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
});
