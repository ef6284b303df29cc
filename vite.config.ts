import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

export default defineConfig({
  build: { target: "es2022" },
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
});
