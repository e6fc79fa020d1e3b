// What the checks of the WordPress check (../check.ts) share: what they are given (the client, the
// settings, what was read once: the REST API's namespaces, the pages, the options), how a check
// says what it found, and the documents a fix points to.
import { z } from "zod";
import type { FixedPage, Language } from "../../../../config/site.ts";
import type { WordPressClient } from "../../client.ts";
import { WordPressError } from "../../errors.ts";

export type Severity = "error" | "warning";

export interface Problem {
  severity: Severity;
  /** What was checked: `options`, `page 173 (/investir/)`, `contact form 501`, … */
  area: string;
  message: string;
  fix: string;
}

export interface CheckSettings {
  /** WordPress ids of the fixed pages, in French (PAGE_ID_*). */
  pageIds: Record<FixedPage, number>;
  /** The contact page, in French (PAGE_ID_CONTACT). */
  contactPageId: number;
  /** Contact Form 7 ids used when the options name none (CONTACT_FORM_ID_*). */
  contactFormIds: Partial<Record<Language, number>>;
  /** The client of editor preview's user (WORDPRESS_PREVIEW_USER and its application password); none: preview is off. */
  previewClient?: WordPressClient;
}

/** Content the site shows in a way that may not be meant (no error, no warning): what it shows, and what to do if not. */
export interface Note {
  area: string;
  message: string;
  fix: string;
}

/** What a check found: problems, notes, and what was checked and found right. */
export interface Findings {
  problems: Problem[];
  notes: Note[];
  passed: string[];
}

/** Says one problem. */
export type ReportProblem = (severity: Severity, area: string, message: string, fix: string) => void;

/** Findings being gathered by one check. */
export interface FindingList extends Findings {
  problem: ReportProblem;
  note(area: string, message: string, fix: string): void;
  pass(...what: string[]): void;
  /** Whether a problem was said about `area`. */
  has(area: string): boolean;
}

export function findingList(): FindingList {
  const list: FindingList = {
    problems: [],
    notes: [],
    passed: [],
    problem: (severity, area, message, fix) => list.problems.push({ severity, area, message, fix }),
    note: (area, message, fix) => list.notes.push({ area, message, fix }),
    pass: (...what) => list.passed.push(...what),
    has: (area) => list.problems.some((item) => item.area === area),
  };
  return list;
}

export const pageItem = z.looseObject({ id: z.number(), link: z.string().catch("") });
export type PageItem = z.output<typeof pageItem>;
export const anyObject = z.looseObject({});

/** What every check is given: the WordPress and the settings, and what was read once for all. */
export interface CheckContext {
  client: WordPressClient;
  settings: CheckSettings;
  /** The REST API's namespaces (`acf/v3`, …). */
  namespaces: string[];
  /** The published pages of each language that could be read, as WordPress lists them with `lang=`. */
  pages: Map<Language, PageItem[]>;
  /** Every page once (without Polylang both lists hold every page). */
  allPages: PageItem[];
  /** The site options' fields, or null when they could not be read (said when read). */
  options: Record<string, unknown> | null;
}

export type Check = (context: CheckContext) => Findings | Promise<Findings>;

export const FIELD_GROUPS = "docs/wordpress/acf-field-groups.json";
export const PLUGINS = "docs/wordpress/README.md";
export const FORM_TEMPLATE = "docs/wordpress/contact-form-7.txt";
export const importGroups = `import ${FIELD_GROUPS} (ACF → Tools → Import)`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
export const code = (error: unknown): string => (error instanceof WordPressError ? error.code : "");

/** The first `shown` items, then how many more: `1, 2, 3, 4 and 2 more`. */
export function someOf(items: Iterable<string | number>, shown = 4): string {
  const all = [...items];
  const list = all.slice(0, shown).join(", ");
  return all.length > shown ? `${list} and ${all.length - shown} more` : list;
}

/** The path of a WordPress link (`/investir/`), or the link itself when it is no URL. */
export function pathOf(link: string): string {
  try {
    return new URL(link).pathname;
  } catch {
    return link;
  }
}
