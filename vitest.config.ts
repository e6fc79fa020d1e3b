import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": new URL(".", import.meta.url).pathname } },
  test: {
    include: ["tests/**/*.test.ts", "lib/**/*.test.ts", "config/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // What the code under test prints on purpose (a failure it handles, an outage it reports) is
    // shown for a failing test only: a passing run reads as one.
    silent: "passed-only",
    setupFiles: ["tests/setup.ts"],
  },
});
