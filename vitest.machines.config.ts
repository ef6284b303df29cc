import { defineConfig } from "vitest/config";

// Two production servers on one PostgreSQL database (tests/machines, docs/decisions/049):
// after `npm run build`, with TEST_POSTGRES_URL; `npm run test:all` runs it after the build.
export default defineConfig({
  test: {
    include: ["tests/machines/*.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 30_000,
  },
});
