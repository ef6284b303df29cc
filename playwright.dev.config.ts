import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium";

// The development server (README command 1: `npm run setup && npm run dev`) in Debian's
// Chromium. The test starts, and restarts, the server itself (tests/dev), on its own port
// (DEV_E2E_PORT, default 3300), database and Vite cache, so it runs beside the other tests.
export default defineConfig({
  testDir: "tests/dev",
  // Not the production tests' folder, which each run of theirs empties (and this one would).
  outputDir: "test-results/dev",
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [["list"]],
  // A cold start pre-bundles the browser's dependencies: about 20 s on 2 busy cores.
  timeout: 600_000,
  use: {
    // A step that cannot find its element fails in time for the walk's other journeys.
    actionTimeout: 30_000,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
});
