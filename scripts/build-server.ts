// Bundles the Express server (with the seed's posts), the staff-account and backup commands, and
// the SQLite worker they start (loaded beside them), into server-build/, so production
// runs plain `node` with no TypeScript tooling. Packages stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: {
    index: "server/index.ts",
    "create-staff": "scripts/create-staff.ts",
    "db-backup": "scripts/db-backup.ts",
    "sqlite-file.worker": "app/services/sqlite-file.worker.js",
  },
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
