// Bundles the Express server and the seed script into server-build/, so production
// runs plain `node` with no TypeScript tooling. Packages stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", seed: "prisma/seed.ts" },
  outdir: "server-build",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
console.info("server-build/ written");
