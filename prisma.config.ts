// Prisma CLI configuration: SQLite through the libSQL driver adapter and the WASM schema
// engine, so no Rust engine is ever downloaded and nothing compiles (docs/decisions/002).
// A config file stops Prisma from reading .env by itself: env-file.js does it.
import "./server/env-file.js";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { defineConfig } from "prisma/config";
import { databaseUrl, ensureDatabaseFolder } from "./prisma/database-url.js";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  experimental: { adapter: true },
  engine: "js",
  // Only the commands that open the database create its folder (not `prisma generate`).
  adapter: async () => {
    ensureDatabaseFolder(databaseUrl());
    return new PrismaLibSQL({ url: databaseUrl() });
  },
});
