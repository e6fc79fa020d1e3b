// Running cms/server.ts as a program: environment validation, the start line, clean shutdown.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";

const SERVER = path.resolve(import.meta.dirname, "..", "server.ts");

function run(env: Record<string, string>): {
  child: ReturnType<typeof spawn>;
  output: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, CMS_LOG: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exit };
}

describe("command line", () => {
  it("refuses invalid settings with clear messages and exit code 1", async () => {
    const bad = run({
      CMS_PORT: "http",
      CMS_SCALE: "-3",
      CMS_ADMIN: "yes",
      CMS_PUBLIC_URL: "ftp://x",
      CMS_VARIANT: "martian",
      CMS_PREVIEW_USER: "reviewer",
    });
    assert.equal(await bad.exit, 1);
    const text = bad.output();
    assert.match(text, /CMS_PORT must be a whole number between 0 and 65535 \(got "http"\)/);
    assert.match(text, /CMS_SCALE must be a whole number/);
    assert.match(text, /CMS_ADMIN must be "1" \(on\) or "0" \(off\)/);
    assert.match(text, /CMS_PUBLIC_URL must use http or https/);
    assert.match(text, /CMS_VARIANT must be one of foreign \(got "martian"\)/);
    assert.match(text, /CMS_PREVIEW_USER and CMS_PREVIEW_PASSWORD go together/);
  });

  it("starts, prints its URL, creates the submissions folder, and stops on SIGTERM", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "vitrine-cms-cli-"));
    const file = path.join(dir, "nested", "submissions.jsonl");
    const server = run({ CMS_PORT: "0", CMS_ADMIN: "1", CMS_SUBMISSIONS_FILE: file });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start line: ${server.output()}`)), 10_000);
        server.child.stdout?.on("data", () => {
          const match = /Embedded CMS: (http:\/\/127\.0\.0\.1:\d+) \(REST API \1\/wp-json\)/.exec(server.output());
          if (match) {
            clearTimeout(timer);
            resolve(match[1] ?? "");
          }
        });
      });
      const response = await fetch(`${line}/wp-json/wp/v2/pages/109`);
      assert.equal(response.status, 200);
      assert.equal((await fetch(`${line}/__cms/stats`)).status, 200);
      assert.ok((await stat(path.dirname(file))).isDirectory());
      server.child.kill("SIGTERM");
      assert.equal(await server.exit, 0);
    } finally {
      server.child.kill("SIGKILL");
      await rm(dir, { recursive: true, force: true });
    }
  });
});
