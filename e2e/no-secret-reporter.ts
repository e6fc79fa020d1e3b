// At the end of an end-to-end run, the logs of every site server it started hold none of the
// secrets any of them was given (e2e/run-logs.ts): the suite's own server, whose output reaches
// this reporter, and each spec's private sites, whose output is in the run's folder. A secret
// found fails the run, naming the log and the secret's first characters; the folder is then kept.
import { rmSync } from "node:fs";
import type { FullResult, Reporter, TestCase } from "@playwright/test/reporter";
import { DEMO_PREVIEW_CREDENTIALS } from "../cms/lib/auth.ts";
import { leaks, readRunLogs, secretsOf, type RunLog } from "./run-logs.ts";

export default class NoSecretReporter implements Reporter {
  private readonly suiteServer: string[] = [];

  onStdOut(chunk: string | Buffer, test: void | TestCase): void {
    // Without a test: the output of the suite's server (playwright.config.ts, `webServer`).
    if (!test) this.suiteServer.push(chunk.toString());
  }

  onStdErr(chunk: string | Buffer, test: void | TestCase): void {
    if (!test) this.suiteServer.push(chunk.toString());
  }

  async onEnd(): Promise<{ status: FullResult["status"] } | undefined> {
    const dir = process.env.E2E_LOG_DIR;
    if (!dir) return undefined;
    const suite: RunLog = {
      name: "the suite's server",
      text: this.suiteServer.join(""),
      // What playwright.config.ts gives it, and the demo CMS's preview user scripts/start.ts adds.
      secrets: secretsOf({
        REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
        PREVIEW_SECRET: process.env.E2E_PREVIEW_SECRET,
        WORDPRESS_PREVIEW_USER: DEMO_PREVIEW_CREDENTIALS.user,
        WORDPRESS_PREVIEW_PASSWORD: DEMO_PREVIEW_CREDENTIALS.password,
      }),
    };
    const logs = [suite, ...readRunLogs(dir)];
    const secrets = [...new Set(logs.flatMap((log) => log.secrets))];
    const found = logs.flatMap((log) => leaks(log.text, secrets).map((secret) => ({ log: log.name, secret })));
    const read = logs.reduce((sum, log) => sum + log.text.length, 0);
    if (found.length === 0) {
      process.stdout.write(
        `\nNo secret in the servers' logs: ${logs.length} logs (${Math.round(read / 1024)} KiB) read for ${secrets.length} secrets.\n`,
      );
      rmSync(dir, { recursive: true, force: true });
      return undefined;
    }
    for (const { log, secret } of found)
      process.stdout.write(
        `\nA secret in a server's log: ${log} holds ${secret.slice(0, 6)}… (the logs are in ${dir})\n`,
      );
    return { status: "failed" };
  }
}
