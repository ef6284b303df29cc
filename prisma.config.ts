// Prisma CLI configuration: SQLite through the libSQL driver adapter and the WASM schema
// engine, so no Rust engine is ever downloaded and nothing compiles (docs/decisions/002).
// A config file stops Prisma from reading .env by itself: env-file.js does it.
import "./server/env-file.js";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { defineConfig } from "prisma/config";
import { databaseUrl, ensureDatabaseFolder } from "./prisma/database-url.js";

// The schema's datasource reads DATABASE_URL; give it the same default as the app.
process.env.DATABASE_URL = databaseUrl();
ensureDatabaseFolder(databaseUrl());

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaLibSQL({ url: databaseUrl() }),
});
