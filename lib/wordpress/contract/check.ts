// The WordPress check (npm run wordpress:check): reads a WordPress through the site's own client
// and compares it with the contract (the field groups, the plugins' fields, the fixed pages and
// homes, the contact form, the breadcrumb route). Each problem is one line saying what the site
// does because of it and how to fix it; errors are problems that break a page or a part of one.
// Each check is a function of what was read (checks/context.ts) to what it found.
import type { WordPressClient } from "../client.ts";
import { checkBlocks } from "./checks/blocks.ts";
import { checkBreadcrumb } from "./checks/breadcrumb.ts";
import { checkContactForms } from "./checks/contact-forms.ts";
import {
  FIELD_GROUPS,
  PLUGINS,
  type Check,
  type CheckSettings,
  type Note,
  type Problem,
  type Severity,
} from "./checks/context.ts";
import { checkFixedPages } from "./checks/fixed-pages.ts";
import { checkHomes } from "./checks/homes.ts";
import { checkOptions } from "./checks/options.ts";
import { checkPluginRoutes, checkPolylang, checkYoast } from "./checks/plugins.ts";
import { checkPostTypes } from "./checks/post-types.ts";
import { checkPreviewUser } from "./checks/preview-user.ts";
import { readContext } from "./checks/read.ts";

export type { CheckSettings, Note, Problem, Severity } from "./checks/context.ts";
export { similar } from "./checks/options.ts";

export interface CheckReport {
  wordpressUrl: string;
  problems: Problem[];
  /** Content shown in a way that may not be meant: neither an error nor a warning. */
  notes: Note[];
  /** What was checked and found right. */
  passed: string[];
}

/** The checks, in the order the report lists what they find. */
const checks: readonly Check[] = [
  checkPluginRoutes,
  checkPolylang,
  checkYoast,
  checkFixedPages,
  checkHomes,
  checkOptions,
  checkBlocks,
  checkPostTypes,
  checkContactForms,
  checkBreadcrumb,
  checkPreviewUser,
];

/** Checks the WordPress behind `client` against the contract. Never throws for what WordPress answers. */
export async function checkWordPress(client: WordPressClient, settings: CheckSettings): Promise<CheckReport> {
  const { context, findings } = await readContext(client, settings);
  const { problems, notes, passed } = findings;
  const report: CheckReport = { wordpressUrl: client.wordpressUrl, problems, notes, passed };
  if (!context) return report;
  for (const check of checks) {
    const found = await check(context);
    report.problems.push(...found.problems);
    report.notes.push(...found.notes);
    report.passed.push(...found.passed);
  }
  return report;
}

const order: Severity[] = ["error", "warning"];

/** The report as text: problems grouped by severity, one line each with its fix, then what passed. */
export function formatReport(report: CheckReport): string {
  const lines = [
    `WordPress check of ${report.wordpressUrl} against the site's contract (${FIELD_GROUPS}, ${PLUGINS})`,
    "",
  ];
  for (const severity of order) {
    const problems = report.problems.filter((item) => item.severity === severity);
    if (problems.length === 0) continue;
    lines.push(
      severity === "error"
        ? `${problems.length} error(s): a page, or a part of one, breaks`
        : `${problems.length} warning(s): the site works, with less`,
    );
    for (const item of problems)
      lines.push(`  ${severity === "error" ? "✗" : "!"} [${item.area}] ${item.message}. Fix: ${item.fix}.`);
    lines.push("");
  }
  if (report.notes.length > 0) {
    lines.push(`${report.notes.length} note(s): shown, but perhaps not as meant`);
    for (const item of report.notes) lines.push(`  · [${item.area}] ${item.message}. If not: ${item.fix}.`);
    lines.push("");
  }
  if (report.passed.length > 0) lines.push(`Passed: ${report.passed.join("; ")}.`, "");
  const errors = report.problems.filter((item) => item.severity === "error").length;
  const warnings = report.problems.length - errors;
  lines.push(
    errors > 0
      ? `Result: ${errors} error(s), ${warnings} warning(s): fix the errors before going live.`
      : `Result: no error, ${warnings} warning(s).`,
  );
  return lines.join("\n");
}

/** The command's exit code: 1 when a problem breaks a page. */
export function exitCode(report: CheckReport): number {
  return report.problems.some((item) => item.severity === "error") ? 1 : 0;
}
