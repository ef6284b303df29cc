import { configDefaults, defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { imageVersions } from "./scripts/image-versions-plugin";
import { POSTGRES_SUITE, SQLITE_ONLY, testEngine } from "./tests/vitest/engine";

// Unit tests and loader/action tests, against a real SQLite file per test file
// (tests/vitest/setup.ts); with TEST_ENGINE=postgresql, the data-layer and loader/action
// tests against a PostgreSQL database per test file (tests/vitest/engine.ts). The Remix
// plugin is for dev and build only; the image versions are for any module that renders a <Picture>.
export default defineConfig({
  plugins: [imageVersions(), tsconfigPaths()],
  test: {
    include:
      testEngine() === "postgresql"
        ? POSTGRES_SUITE
        : [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "prisma/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
            "bench/**/*.test.ts",
          ],
    exclude: [...configDefaults.exclude, ...(testEngine() === "postgresql" ? Object.keys(SQLITE_ONLY) : [])],
    globalSetup: ["tests/vitest/global-setup.ts"],
    setupFiles: ["tests/vitest/setup.ts"],
    restoreMocks: true,
  },
});
