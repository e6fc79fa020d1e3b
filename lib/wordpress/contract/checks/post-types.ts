// Events and societies: their post types answer, and their ACF fields are the ones the site reads.
// A field is said to be shown empty only when the site's own reader (lib/wordpress/post-fields.ts)
// finds nothing in it; an item without any field (`acf: []`) is said with what the site shows.
import type { z } from "zod";
import { eventAcf, societyAcf } from "../../post-fields.ts";
import { checkFields, type AcfField, type ValueIssue } from "../fields.ts";
import { eventFields, societyFields } from "../groups.ts";
import {
  anyObject,
  code,
  findingList,
  importGroups,
  isRecord,
  PLUGINS,
  reason,
  someOf,
  type CheckContext,
  type FindingList,
  type Findings,
} from "./context.ts";

interface PostType {
  type: "events" | "societies";
  label: string;
  /** The field group's fields (the contract). */
  fields: readonly AcfField[];
  /** How the site reads the fields. */
  reader: z.ZodObject;
  /** What the site shows of an item without fields, and what to do if it is not meant so. */
  withoutFields: string;
  meant: string;
}

const postTypes: PostType[] = [
  {
    type: "events",
    label: "events and news",
    fields: eventFields,
    reader: eventAcf,
    withoutFields: "each is shown as a news item dated when it was published, with no dates, place or image",
    meant: "for an event, fill its Type (event) and Start in WordPress",
  },
  {
    type: "societies",
    label: "societies",
    fields: societyFields,
    reader: societyAcf,
    withoutFields: "each is shown with its name and summary only, with no logo, website, place or field",
    meant: "fill its logo, website, place and field in WordPress",
  },
];

type Item = Record<string, unknown>;

export async function checkPostTypes({ client }: CheckContext): Promise<Findings> {
  const findings = findingList();
  for (const postType of postTypes) {
    let items: Item[];
    try {
      items = await client.getAll(`wp/v2/${postType.type}`, anyObject, { searchParams: { _fields: "id,acf" } });
    } catch (error) {
      reportUnreadable(postType, error, findings);
      continue;
    }
    const before = findings.problems.length;
    noteWithoutFields(postType, items, findings);
    reportDrift(postType, items, findings);
    if (findings.problems.length === before) findings.pass(`${postType.label} (${items.length})`);
  }
  return findings;
}

function reportUnreadable({ type, label }: PostType, error: unknown, findings: FindingList) {
  findings.problem(
    "warning",
    type,
    code(error) === "rest_no_route"
      ? `there is no post type \`${type}\` in the REST API: the site shows no ${label}`
      : `the ${label} cannot be read (${reason(error)})`,
    `register the post type \`${type}\` with show_in_rest and rest_base "${type}" (${PLUGINS})`,
  );
}

/**
 * Items whose `acf` is there but holds no field (ACF gives `[]` where no field group applies or
 * nothing was saved): a note, since an item may be meant so (a quick news item).
 */
function noteWithoutFields({ type, withoutFields, meant }: PostType, items: Item[], findings: FindingList) {
  const ids = items.filter((item) => "acf" in item && !isRecord(item.acf)).map((item) => Number(item.id));
  if (ids.length === 0) return;
  findings.note(
    type,
    `${type} ${someOf(ids)}: no ACF fields (acf is empty), so ${withoutFields}`,
    `${meant}; if the fields are not in the editor, ${importGroups}`,
  );
}

/** Fields missing, unknown or ill-typed, one line per field with the items it is on. */
function reportDrift({ type, fields, reader }: PostType, items: Item[], findings: FindingList) {
  const drift = new Map<string, { issue: ValueIssue; ids: number[] }>();
  for (const item of items) {
    if (!isRecord(item.acf)) continue;
    const acf = item.acf;
    for (const issue of checkFields(fields, acf)) {
      if (issue.kind === "type" && shownBySite(reader, issue.path, acf)) continue;
      const key = `${issue.kind}\u0000${issue.path}`;
      const entry = drift.get(key) ?? { issue, ids: [] };
      entry.ids.push(Number(item.id));
      drift.set(key, entry);
    }
  }
  for (const { issue, ids } of drift.values())
    findings.problem("warning", type, driftMessage(type, issue, ids), importGroups);
}

function driftMessage(type: string, issue: ValueIssue, ids: number[]): string {
  const where = `${type} ${someOf(ids)}`;
  if (issue.kind === "missing") return `\`${issue.path}\` is missing (${where}): the site reads ${issue.expected}`;
  if (issue.kind === "unknown") return `\`${issue.path}\` is not a field the site reads (${where})`;
  return `\`${issue.path}\` is ${issue.received}, expected ${issue.expected} (${where}): it is shown empty`;
}

/** Whether the site reads something from the field at `path` (its top-level field), whatever the contract's type. */
function shownBySite(reader: z.ZodObject, path: string, acf: Record<string, unknown>): boolean {
  const [name = ""] = path.split(".");
  const field = reader.shape[name];
  const read = field?.safeParse(acf[name]);
  return read?.success === true && read.data !== null && read.data !== undefined && read.data !== "";
}
