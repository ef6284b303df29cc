// Loads .env, when there is one, into process.env. Imported first by every entry point
// (server, seed, Prisma config) so that it runs before anything reads the environment.
// Variables already set win over the file.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
