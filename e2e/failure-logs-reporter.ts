// In CI, a failed test's text attachments (the logs of the servers a spec started itself: its
// site, instances, nginx, WordPress) are printed after the test, their last lines whole: the list
// reporter shows only their first characters, and CI keeps no test-results folder.
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const lastLines = 200;

export default class FailureLogsReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === "skipped") return;
    for (const attachment of result.attachments) {
      if (!attachment.body || !attachment.contentType.startsWith("text/")) continue;
      const lines = attachment.body.toString("utf8").split("\n");
      const shown = lines.slice(-lastLines);
      const cut = lines.length > shown.length ? ` (its last ${lastLines} of ${lines.length} lines)` : "";
      process.stdout.write(
        `\n── ${test.titlePath().slice(1).join(" › ")}: ${attachment.name}${cut} ──\n${shown.join("\n")}\n── end of ${attachment.name} ──\n`,
      );
    }
  }
}
