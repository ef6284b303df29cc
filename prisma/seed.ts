// Seeds what the site ships with: the blog posts of both languages, once per database
// (seed_runs): safe to run on every start, it never undoes what staff changed.
import "../server/env-file.js";
import { prisma } from "~/platform/db.server";
import { seedPosts } from "./seed-posts";

try {
  console.info(`Seed: ${await seedPosts()} blog post(s) added.`);
} finally {
  await prisma.$disconnect();
}
