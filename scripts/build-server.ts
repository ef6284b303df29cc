// Bundles the Express server, the seed script and the staff-account command into
// server-build/, so production runs plain `node` with no TypeScript tooling. Packages
// stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: { index: "server/index.ts", seed: "prisma/seed.ts", "create-staff": "scripts/create-staff.ts" },
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
