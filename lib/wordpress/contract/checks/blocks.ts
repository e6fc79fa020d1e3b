// Every page's blocks (ACF flexible content): blocks that fail the site's schema (errors: dropped
// from the page), layouts the site does not render, and layouts whose fields differ from the field
// group (warnings, one line per layout and field).
import { blockFieldProblems } from "../../blocks/index.ts";
import { checkFields, describeType, describeValue, type AcfField, type ValueIssue } from "../fields.ts";
import { layoutNamed } from "../groups.ts";
import {
  FIELD_GROUPS,
  findingList,
  importGroups,
  isRecord,
  pathOf,
  someOf,
  type CheckContext,
  type FindingList,
  type Findings,
  type PageItem,
} from "./context.ts";

/** What the pages' blocks have in common: layouts the site does not render, fields that differ. */
interface Differences {
  /** Layout name → the pages it is on. */
  unknownLayouts: Map<string, Set<number>>;
  /** One entry per layout, kind and field, with the pages it is on. */
  drift: Map<string, { issue: ValueIssue; layout: string; pages: Set<number> }>;
}

type RawBlock = Record<string, unknown> & { acf_fc_layout: string };

export function checkBlocks({ allPages, namespaces }: CheckContext): Findings {
  const findings = findingList();
  const differences: Differences = { unknownLayouts: new Map(), drift: new Map() };
  for (const page of allPages) checkPage(page, differences, findings);
  reportDifferences(differences, findings);
  if (findings.problems.length === 0 && allPages.length > 0 && namespaces.includes("acf/v3"))
    findings.pass(`blocks of ${allPages.length} pages`);
  return findings;
}

function checkPage(page: PageItem, differences: Differences, findings: FindingList) {
  const blocks = isRecord(page.acf) ? page.acf.blocks : undefined;
  if (blocks === undefined || blocks === false || blocks === "" || blocks === null) return;
  const where = `page ${page.id} (${pathOf(page.link)})`;
  if (!Array.isArray(blocks)) {
    findings.problem(
      "error",
      where,
      `acf.blocks is ${describeValue(blocks)}, expected a list of blocks (Flexible Content field): no block is shown`,
      `${importGroups}: \`blocks\` must be a Flexible Content field`,
    );
    return;
  }
  blocks.forEach((item: unknown, index) => {
    if (!isRecord(item) || typeof item.acf_fc_layout !== "string") {
      findings.problem(
        "error",
        where,
        `block #${index + 1} has no acf_fc_layout: it is not shown`,
        "save the page again in WordPress",
      );
      return;
    }
    const block = item as RawBlock;
    const layout = layoutNamed(block.acf_fc_layout);
    if (!layout) {
      const pages = differences.unknownLayouts.get(block.acf_fc_layout) ?? new Set();
      differences.unknownLayouts.set(block.acf_fc_layout, pages.add(page.id));
      return;
    }
    const failed = reportFailures(block, layout.fields, where, `block #${index + 1}`, findings);
    collectDrift(block, layout.fields, failed, page.id, differences);
  });
}

/** The fields the site's schema refuses (the block is dropped); returns their paths. */
function reportFailures(
  block: RawBlock,
  fields: readonly AcfField[],
  where: string,
  label: string,
  findings: FindingList,
): Set<string> {
  const failures = blockFieldProblems(block);
  for (const failure of failures) {
    const field = fieldAt(fields, failure.path);
    const expected = field ? `${describeType(field)}${field.required ? ", required" : ""}` : failure.message;
    findings.problem(
      "error",
      where,
      `${label} "${block.acf_fc_layout}": \`${failure.path}\` is ${describeValue(valueAt(block, failure.path))}, expected ${expected}: the block is not shown`,
      field
        ? `fill “${field.label}” in that block (or, if the field has another name, ${importGroups})`
        : `fix that block's fields (${failure.message})`,
    );
  }
  return new Set(failures.map((failure) => failure.path));
}

/** Fields missing from the block or unknown to the site, each counted once per layout and path. */
function collectDrift(
  block: RawBlock,
  fields: readonly AcfField[],
  failed: Set<string>,
  pageId: number,
  differences: Differences,
) {
  for (const issue of checkFields(fields, block, "", ["acf_fc_layout"])) {
    if (issue.kind === "type" || failed.has(issue.path)) continue; // the schema's verdict says what matters
    const path = issue.path.replace(/\.\d+\./g, ".");
    const key = `${block.acf_fc_layout}\u0000${issue.kind}\u0000${path}`;
    const entry = differences.drift.get(key) ?? {
      issue: { ...issue, path },
      layout: block.acf_fc_layout,
      pages: new Set<number>(),
    };
    entry.pages.add(pageId);
    differences.drift.set(key, entry);
  }
}

function reportDifferences({ unknownLayouts, drift }: Differences, findings: FindingList) {
  for (const [name, ids] of unknownLayouts)
    findings.problem(
      "warning",
      "blocks",
      `layout "${name}" is not a block the site renders (pages ${[...ids].join(", ")}): it is skipped`,
      `use one of the layouts of ${FIELD_GROUPS}, or remove it`,
    );
  for (const { issue, layout, pages } of drift.values()) {
    if (issue.kind === "missing")
      findings.problem(
        "warning",
        "blocks",
        `layout "${layout}" has no field \`${issue.path}\` (pages ${someOf(pages)}): the site reads ${issue.expected}`,
        importGroups,
      );
    else
      findings.problem(
        "warning",
        "blocks",
        `layout "${layout}" has a field \`${issue.path}\` the site does not read (pages ${someOf(pages)})`,
        `rename it as in ${FIELD_GROUPS}, or remove it`,
      );
  }
}

/** The contract's field at a dotted path of a layout (`numbers.0.number`), for messages. */
function fieldAt(fields: readonly AcfField[], path: string): AcfField | undefined {
  const [head, ...rest] = path.split(".").filter((part) => !/^\d+$/.test(part));
  const field = fields.find((item) => item.name === head);
  if (!field || rest.length === 0) return field;
  return fieldAt(field.subFields ?? [], rest.join("."));
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (current, part) =>
        isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[part] : undefined,
      value,
    );
}
