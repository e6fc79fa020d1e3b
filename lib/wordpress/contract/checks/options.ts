// The site options (the options page's ACF fields): missing, unknown, ill-typed or empty ones, with
// the option each unknown one looks like.
import { checkFields, type ValueIssue } from "../fields.ts";
import { optionFields } from "../groups.ts";
import { findingList, importGroups, type CheckContext, type FindingList, type Findings } from "./context.ts";

export function checkOptions({ options }: CheckContext): Findings {
  const findings = findingList();
  if (!options) return findings;
  const issues = checkFields(optionFields, options);
  const missing = issues.filter((issue) => issue.kind === "missing").map((issue) => issue.path);
  const unknown = issues.filter((issue) => issue.kind === "unknown").map((issue) => issue.path);
  for (const issue of issues) {
    if (issue.kind === "unknown") reportUnknown(issue, similar(issue.path, missing), findings);
    else reportWrong(issue, similar(issue.path, unknown), findings);
  }
  reportEmpty(options, findings);
  if (!findings.has("options")) findings.pass("site options");
  return findings;
}

function reportUnknown(issue: ValueIssue, candidates: string[], findings: FindingList) {
  findings.problem(
    "warning",
    "options",
    `\`${issue.path}\` is not an option the site reads (it holds ${issue.received})`,
    candidates.length > 0
      ? `if it is meant as ${candidates.map((name) => `\`${name}\``).join(" or ")}, rename it (or ${importGroups})`
      : "remove it, or leave it: the site ignores it",
  );
}

/** A missing or ill-typed option: an error when the site needs it. */
function reportWrong(issue: ValueIssue, lookAlikes: string[], findings: FindingList) {
  const field = optionFields.find((item) => item.name === issue.path);
  if (!field) return;
  const hint = lookAlikes.length > 0 ? ` (\`${lookAlikes.join("`, `")}\` looks like it: rename it)` : "";
  const severity = field.required ? "error" : "warning";
  if (issue.kind === "missing")
    findings.problem(
      severity,
      "options",
      `\`${field.name}\` is missing (expected ${issue.expected}): ${field.effect ?? `the site shows no ${field.label.toLowerCase()}`}`,
      `${importGroups} and fill “${field.label}” on the options page${hint}`,
    );
  else
    findings.problem(
      severity,
      "options",
      `\`${issue.path}\` is ${issue.received}, expected ${issue.expected}`,
      `${importGroups}: the field must be of that type${hint}`,
    );
}

/** Required lists (menus, footer columns) that are there but empty. */
function reportEmpty(options: Record<string, unknown>, findings: FindingList) {
  for (const field of optionFields.filter((item) => item.required && item.type === "repeater")) {
    const value = options[field.name];
    const empty = value === false || value === "" || value === null || (Array.isArray(value) && value.length === 0);
    if (field.name in options && empty)
      findings.problem(
        "warning",
        "options",
        `\`${field.name}\` is empty: the site shows no ${field.label.toLowerCase()}`,
        `fill “${field.label}” on the options page`,
      );
  }
}

/** Names that look alike: one contains the other, or they share their first word (`footer_text` ~ `footer_columns_fr`). */
export function similar(name: string, candidates: readonly string[]): string[] {
  const words = (value: string) => value.toLowerCase().split(/[_-]+/).filter(Boolean);
  const stem = (value: string) => value.replace(/s$/, "");
  return candidates.filter((candidate) => {
    if (candidate.includes(name) || name.includes(candidate)) return true;
    const [a] = words(name);
    const [b] = words(candidate);
    return a !== undefined && b !== undefined && a.length >= 4 && stem(a) === stem(b);
  });
}
