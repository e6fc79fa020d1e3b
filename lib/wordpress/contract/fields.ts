// The WordPress contract's vocabulary: an ACF field as the site expects it (name, ACF type, rules),
// and the value ACF to REST API sends for each type. The field groups (groups.ts, layouts.ts) are
// written with it; the ACF JSON an administrator imports (acf-json.ts), the unit test that holds
// the schemas and the embedded CMS to it, and the WordPress check (check.ts) all read them.

export type AcfFieldType =
  | "text"
  | "textarea"
  | "wysiwyg"
  | "number"
  | "email"
  | "url"
  | "image"
  | "link"
  | "select"
  | "relationship"
  | "date_time_picker"
  | "repeater";

export interface AcfField {
  name: string;
  label: string;
  type: AcfFieldType;
  /** The site cannot do without it: the block is dropped, or the feature is empty. */
  required: boolean;
  instructions: string;
  /** What the site does without it, for the WordPress check ("the site shows no header menu (FR)" by default). */
  effect?: string;
  /** select: the values, the first one the default unless `defaultValue` says otherwise. */
  choices?: readonly string[];
  defaultValue?: string | number;
  /** repeater: rows; number: value bounds; relationship: items. */
  min?: number;
  max?: number;
  /** relationship: the post types it points to. */
  postTypes?: readonly string[];
  /** wysiwyg: the editor's toolbar. */
  toolbar?: "basic" | "full";
  /** repeater: its sub-fields. */
  subFields?: readonly AcfField[];
}

type Options = Partial<Omit<AcfField, "name" | "label" | "type">>;

function field(type: AcfFieldType, name: string, label: string, options: Options = {}): AcfField {
  return { name, label, type, required: false, instructions: "", ...options };
}

export const text = (name: string, label: string, options?: Options) => field("text", name, label, options);
export const textarea = (name: string, label: string, options?: Options) => field("textarea", name, label, options);
export const wysiwyg = (name: string, label: string, options?: Options) =>
  field("wysiwyg", name, label, { toolbar: "basic", ...options });
export const number = (name: string, label: string, options?: Options) => field("number", name, label, options);
export const email = (name: string, label: string, options?: Options) => field("email", name, label, options);
export const url = (name: string, label: string, options?: Options) => field("url", name, label, options);
export const image = (name: string, label: string, options?: Options) => field("image", name, label, options);
export const link = (name: string, label: string, options?: Options) => field("link", name, label, options);
export const dateTime = (name: string, label: string, options?: Options) =>
  field("date_time_picker", name, label, options);
export const select = (name: string, label: string, choices: readonly string[], options?: Options) =>
  field("select", name, label, { choices, defaultValue: choices[0], ...options });
export const relationship = (name: string, label: string, postTypes: readonly string[], options?: Options) =>
  field("relationship", name, label, { postTypes, ...options });
export const repeater = (name: string, label: string, subFields: readonly AcfField[], options?: Options) =>
  field("repeater", name, label, { subFields, ...options });

/** What ACF to REST API sends for a field of each type, in words (for messages). */
export function describeType(field: AcfField): string {
  switch (field.type) {
    case "text":
      return "a text (Text field)";
    case "textarea":
      return "a text (Text Area field)";
    case "wysiwyg":
      return "HTML (WYSIWYG field)";
    case "number":
      return "a number (Number field)";
    case "email":
      return "an e-mail address (Email field)";
    case "url":
      return "an address (URL field)";
    case "image":
      return "an image array (Image field, return format Image Array)";
    case "link":
      return "a link array (Link field, return format Link Array)";
    case "select":
      return `one of ${(field.choices ?? []).map((choice) => `"${choice}"`).join(", ")} (Select field)`;
    case "relationship":
      return `a list of post ids (Relationship field to ${(field.postTypes ?? []).join(", ")})`;
    case "date_time_picker":
      return 'a date and time "Y-m-d H:i:s" (Date Time Picker field)';
    case "repeater":
      return `a list of rows with ${(field.subFields ?? []).map((sub) => sub.name).join(", ")} (Repeater field)`;
  }
}

/** One way a value differs from its field: where, and what was expected and received. */
export interface ValueIssue {
  /** Dotted path below the checked object: `numbers.0.number`. */
  path: string;
  kind: "missing" | "unknown" | "type";
  expected: string;
  received: string;
}

export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : `a list of ${value.length}`;
  if (typeof value === "object") return `an object with ${Object.keys(value).slice(0, 4).join(", ") || "no keys"}`;
  if (typeof value === "string") {
    const flat = value.replace(/\s+/g, " ").trim();
    return flat.length > 40 ? `the text "${flat.slice(0, 40)}…"` : `the text "${flat}"`;
  }
  return `${typeof value} ${String(value)}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown): boolean => value === "" || value === false || value === null;
const numeric = (value: unknown): boolean =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()));
const postId = (value: unknown): boolean =>
  (typeof value === "number" && Number.isInteger(value) && value > 0) ||
  (typeof value === "string" && /^\d+$/.test(value)) ||
  (isRecord(value) && typeof value.ID === "number");

/** Whether a value has the shape ACF to REST API gives a field of this type (empty values included). */
function fitsType(field: AcfField, value: unknown): boolean {
  switch (field.type) {
    case "text":
    case "textarea":
    case "wysiwyg":
    case "email":
    case "url":
      return typeof value === "string" || value === null || value === false;
    case "date_time_picker":
      return (
        isEmpty(value) ||
        (typeof value === "string" && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$|^\d{8}$/.test(value))
      );
    case "number":
      return isEmpty(value) || numeric(value);
    case "select":
      return isEmpty(value) || typeof value === "string" || typeof value === "number";
    case "image":
      return isEmpty(value) || (isRecord(value) && typeof value.url === "string");
    case "link":
      return isEmpty(value) || (isRecord(value) && typeof value.url === "string");
    case "relationship":
      return isEmpty(value) || (Array.isArray(value) && value.every(postId));
    case "repeater":
      return isEmpty(value) || (Array.isArray(value) && value.every(isRecord));
  }
}

/**
 * Compares an ACF object (a block, the options, an event's `acf`) with its fields: missing fields,
 * fields the contract does not have, and values of another type, rows of repeaters included.
 * `ignore` lists keys that are not fields (`acf_fc_layout`).
 */
export function checkFields(
  fields: readonly AcfField[],
  value: Record<string, unknown>,
  prefix = "",
  ignore: readonly string[] = [],
): ValueIssue[] {
  const issues: ValueIssue[] = [];
  const known = new Set(fields.map((item) => item.name));
  for (const item of fields) {
    const path = `${prefix}${item.name}`;
    if (!(item.name in value)) {
      issues.push({ path, kind: "missing", expected: describeType(item), received: "nothing" });
      continue;
    }
    const current = value[item.name];
    if (!fitsType(item, current)) {
      issues.push({ path, kind: "type", expected: describeType(item), received: describeValue(current) });
      continue;
    }
    if (
      item.type === "select" &&
      typeof current === "string" &&
      current !== "" &&
      item.choices &&
      !item.choices.includes(current)
    ) {
      issues.push({ path, kind: "type", expected: describeType(item), received: describeValue(current) });
    }
    if (item.type === "repeater" && Array.isArray(current)) {
      current.forEach((row, index) => {
        issues.push(...checkFields(item.subFields ?? [], row as Record<string, unknown>, `${path}.${index}.`));
      });
    }
  }
  for (const key of Object.keys(value)) {
    if (!known.has(key) && !ignore.includes(key))
      issues.push({
        path: `${prefix}${key}`,
        kind: "unknown",
        expected: "no such field",
        received: describeValue(value[key]),
      });
  }
  return issues;
}

/** A value ACF to REST API would send for a filled field of this type (tests of the schemas). */
export function sampleValue(field: AcfField): unknown {
  switch (field.type) {
    case "text":
    case "textarea":
      return `Sample ${field.label}`;
    case "wysiwyg":
      return `<p>Sample ${field.label}</p>`;
    case "email":
      return "contact@example.org";
    case "url":
      return "https://www.example.org/";
    case "number":
      return Math.max(field.min ?? 1, Math.min(field.max ?? 3, 3));
    case "date_time_picker":
      return "2026-12-03 18:30:00";
    case "select":
      return field.choices?.[0] ?? "";
    case "image":
      return {
        ID: 600,
        id: 600,
        url: "https://cms.example.org/wp-content/uploads/2026/11/sample.jpg",
        alt: "Sample",
        width: 1200,
        height: 900,
        sizes: {},
      };
    case "link":
      return { title: `Sample ${field.label}`, url: "https://cms.example.org/vivre/", target: "" };
    case "relationship":
      return [1001];
    case "repeater":
      return [Object.fromEntries((field.subFields ?? []).map((sub) => [sub.name, sampleValue(sub)]))];
  }
}

/** What ACF to REST API sends for an empty field of this type. */
export function emptyValue(field: AcfField): unknown {
  switch (field.type) {
    case "image":
    case "repeater":
      return false;
    case "number":
      return "";
    default:
      return "";
  }
}
