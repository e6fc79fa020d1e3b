import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { suiteThirdParties } from "./e2e/suite-third-parties.ts";
import { freePort } from "./scripts/lib/free-port.ts";

// Ports picked once; workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_CMS_PORT ??= String(await freePort());
// The third parties' scripts (tag manager, heatmap) are answered by a stub on this port (e2e/consent.spec.ts).
process.env.E2E_THIRD_PARTY_PORT ??= String(await freePort());
// The revalidation webhook's secret and a short render deadline of the suite's server.
process.env.E2E_REVALIDATE_SECRET ??= "e2e-revalidation-secret-0123456789";
process.env.E2E_RENDER_DEADLINE_MS ??= "4000";
// The secret of editor preview links (e2e/preview.spec.ts signs them as WordPress does).
process.env.E2E_PREVIEW_SECRET ??= "e2e-preview-secret-0123456789-abcdefghijkl";
// The servers' logs, read for secrets at the end of the run (e2e/no-secret-reporter.ts).
process.env.E2E_LOG_DIR ??= mkdtempSync(path.join(tmpdir(), "vitrine-e2e-logs-"));
const port = process.env.E2E_PORT;
const cmsPort = process.env.E2E_CMS_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumExecutable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // What ends a test that hangs, not a bound on its time: a page's first render, its images and
  // axe take twice as long on a machine running another suite beside this one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ...(process.env.CI ? [["./e2e/failure-logs-reporter.ts"] as const] : [["html", { open: "never" }] as const]),
    ["./e2e/no-secret-reporter.ts"],
  ],
  use: {
    baseURL,
    // CI keeps no test-results folder: a trace recorded there is never read (e2e/failure-logs-reporter.ts prints the logs).
    trace: process.env.CI ? "off" : "retain-on-failure",
    // A service worker answers requests page.route() then never sees: only e2e/offline.spec.ts lets it in.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumExecutable,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // A spec that changes its WordPress (faults, edits) or restarts its site runs its own (e2e/private-site.ts).
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build, served with the embedded CMS (admin API on for fault injection).
    // E2E_NO_BUILD=1 serves the build already in .next (when re-running a few specs).
    command: process.env.E2E_NO_BUILD === "1" ? "node scripts/start.ts --no-build" : "node scripts/start.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      CMS_PORT: cmsPort,
      CMS_ADMIN: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      // Every spec sees the consent banner, as visitors do.
      ...suiteThirdParties(),
      REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
      RENDER_DEADLINE_MS: process.env.E2E_RENDER_DEADLINE_MS,
      PREVIEW_SECRET: process.env.E2E_PREVIEW_SECRET,
      // The server's log as people read it (specs that read their own site's log ask for JSON).
      LOG_FORMAT: "pretty",
    },
  },
});
