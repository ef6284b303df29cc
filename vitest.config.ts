import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { imageVersions } from "./scripts/image-versions-plugin";

// Unit tests and loader/action tests, against a real SQLite file per test file
// (tests/vitest/setup.ts). The Remix plugin is for dev and build only; the image
// versions are for any module that renders a <Picture>.
export default defineConfig({
  plugins: [imageVersions(), tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "prisma/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/*.test.ts",
      "bench/**/*.test.ts",
    ],
    globalSetup: ["tests/vitest/global-setup.ts"],
    setupFiles: ["tests/vitest/setup.ts"],
    restoreMocks: true,
  },
});
