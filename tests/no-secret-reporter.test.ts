// The end of an end-to-end run reads every server's log for the secrets the servers were given
// (e2e/no-secret-reporter.ts, e2e/run-logs.ts).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import NoSecretReporter from "../e2e/no-secret-reporter.ts";
import { leaks, runLog, secretsOf } from "../e2e/run-logs.ts";

describe("secretsOf", () => {
  it("names each secret setting, an application password without spaces, Basic credentials and Redis's password", () => {
    const secrets = secretsOf({
      REVALIDATE_SECRET: "revalidate-secret-0123456789",
      PREVIEW_SECRET: " preview-secret-0123456789 ",
      WORDPRESS_PREVIEW_USER: "editor",
      WORDPRESS_PREVIEW_PASSWORD: "abcd efgh ijkl",
      REDIS_URL: "redis://:p%40ss-word@127.0.0.1:6379/0",
      SITE_URL: "http://127.0.0.1:3000",
    });
    // Each once (base64 and base64url are the same text here).
    const expected = [
      "revalidate-secret-0123456789",
      "preview-secret-0123456789",
      "abcd efgh ijkl",
      "abcdefghijkl",
      Buffer.from("editor:abcd efgh ijkl").toString("base64"),
      Buffer.from("editor:abcd efgh ijkl").toString("base64url"),
      "p@ss-word",
    ];
    expect(secrets).toEqual([...new Set(expected)]);
  });

  it("is empty for a server without secrets", () => {
    expect(secretsOf({ SITE_URL: "http://127.0.0.1:3000", REDIS_URL: "redis://127.0.0.1:6379" })).toEqual([]);
  });
});

describe("leaks", () => {
  it("lists the secrets a text holds", () => {
    expect(leaks("a line with s3cret-one inside", ["s3cret-one", "s3cret-two"])).toEqual(["s3cret-one"]);
    expect(leaks("nothing here", ["s3cret-one"])).toEqual([]);
  });
});

describe("the reporter at the end of a run", () => {
  let dir = "";
  const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-run-logs-test-"));
    vi.stubEnv("E2E_LOG_DIR", dir);
    vi.stubEnv("E2E_REVALIDATE_SECRET", "suite-revalidation-secret-0123456789");
    vi.stubEnv("E2E_PREVIEW_SECRET", "suite-preview-secret-0123456789");
    written.mockClear();
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it("passes, and removes the logs, when no log holds a secret", async () => {
    runLog("edits", { REVALIDATE_SECRET: "edits-secret-0123456789" })("GET /vivre 200\n");
    const reporter = new NoSecretReporter();
    reporter.onStdOut("[WebServer] ready on http://127.0.0.1:3000\n");
    expect(await reporter.onEnd()).toBeUndefined();
    expect(existsSync(dir)).toBe(false);
    expect(written.mock.calls.join("")).toMatch(/2 logs .* for \d+ secrets/);
  });

  it("fails the run when a private site's log holds any server's secret", async () => {
    runLog("edits", { REVALIDATE_SECRET: "edits-secret-0123456789" })("webhook refused: edits-secret-0123456789\n");
    expect(await new NoSecretReporter().onEnd()).toEqual({ status: "failed" });
    expect(written.mock.calls.join("")).toMatch(/edits-\d+-\d+ holds edits-…/);
    expect(existsSync(dir)).toBe(true);
  });

  it("fails the run when the suite's server prints its secret, or another server's", async () => {
    runLog("preview", { PREVIEW_SECRET: "preview-spec-secret-0123456789" })("started\n");
    const reporter = new NoSecretReporter();
    reporter.onStdErr("[WebServer] token preview-spec-secret-0123456789\n");
    expect(await reporter.onEnd()).toEqual({ status: "failed" });
    const suite = new NoSecretReporter();
    suite.onStdOut("[WebServer] suite-revalidation-secret-0123456789\n");
    expect(await suite.onEnd()).toEqual({ status: "failed" });
  });

  it("ignores what the tests themselves print", async () => {
    const reporter = new NoSecretReporter();
    reporter.onStdOut("suite-revalidation-secret-0123456789", { title: "a test" } as never);
    expect(await reporter.onEnd()).toBeUndefined();
  });
});
