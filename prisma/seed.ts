// Seeds what the site ships with: the blog posts of both languages. Safe to run on
// every start: posts already present (same slug and language) are left as they are.
import "../server/env-file.js";
import { prisma } from "~/models/db.server";
import { seedPosts } from "./seed-posts";

try {
  console.info(`Seed: ${await seedPosts()} blog post(s) added.`);
} finally {
  await prisma.$disconnect();
}
