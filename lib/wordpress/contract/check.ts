// The WordPress check (npm run wordpress:check): reads a WordPress through the site's own client
// and compares it with the contract (the field groups, the plugins' fields, the fixed pages, the
// contact form, the breadcrumb route). Each problem is one line saying what the site does because
// of it and how to fix it; errors are problems that break a page or a part of one.
import { z } from "zod";
import { fixedPages, languages, type FixedPage, type Language } from "../../../config/site.ts";
import { blockFieldProblems } from "../blocks/index.ts";
import type { WordPressClient } from "../client.ts";
import { contactFieldNames } from "../contact-form.ts";
import { WordPressError } from "../errors.ts";
import { createLinkRewriter } from "../links.ts";
import { checkFields, describeType, describeValue, type AcfField, type ValueIssue } from "./fields.ts";
import { eventFields, layoutNamed, optionFields, societyFields } from "./groups.ts";

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

export interface CheckReport {
  wordpressUrl: string;
  problems: Problem[];
  /** What was checked and found right. */
  passed: string[];
}

const FIELD_GROUPS = "docs/wordpress/acf-field-groups.json";
const PLUGINS = "docs/wordpress/README.md";
const FORM_TEMPLATE = "docs/wordpress/contact-form-7.txt";
const importGroups = `import ${FIELD_GROUPS} (ACF → Tools → Import)`;

const envName: Record<FixedPage | "contact", string> = {
  home: "PAGE_ID_HOME",
  life: "PAGE_ID_LIFE",
  study: "PAGE_ID_STUDY",
  ecosystem: "PAGE_ID_ECOSYSTEM",
  invest: "PAGE_ID_INVEST",
  now: "PAGE_ID_NOW",
  contact: "PAGE_ID_CONTACT",
};

const index = z.looseObject({ namespaces: z.array(z.string()).catch([]) });
const anyObject = z.looseObject({});
const pageItem = z.looseObject({ id: z.number(), link: z.string().catch("") });
type PageItem = z.output<typeof pageItem>;
const schemaRules = z.looseObject({
  rules: z.array(z.looseObject({ rule: z.string().catch(""), field: z.string().catch("") })).catch([]),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const code = (error: unknown): string => (error instanceof WordPressError ? error.code : "");

/** Checks the WordPress behind `client` against the contract. Never throws for what WordPress answers. */
export async function checkWordPress(client: WordPressClient, settings: CheckSettings): Promise<CheckReport> {
  const report: CheckReport = { wordpressUrl: client.wordpressUrl, problems: [], passed: [] };
  const problem = (severity: Severity, area: string, message: string, fix: string) =>
    report.problems.push({ severity, area, message, fix });

  // 1. The REST API and the plugins' routes.
  let namespaces: string[];
  try {
    namespaces = (await client.get("", index)).namespaces;
  } catch (error) {
    problem(
      "error",
      "REST API",
      `${client.wordpressUrl}/wp-json/ does not answer as WordPress's REST API (${reason(error)}): no page can be shown`,
      "set WORDPRESS_URL to the WordPress address (without /wp-json), check WordPress is up, and choose any permalink structure but “Plain” (Settings → Permalinks)",
    );
    return report;
  }
  report.passed.push("REST API answers");
  const plugins: Array<[string, string, Severity, string]> = [
    ["acf/v3", "ACF to REST API", "error", "the site options (menus, footer) and every page's blocks are missing"],
    ["contact-form-7/v1", "Contact Form 7", "error", "the contact form cannot send messages"],
    ["bakery/v1", "the breadcrumb route", "warning", "pages show no breadcrumb"],
  ];
  for (const [namespace, name, severity, effect] of plugins) {
    if (namespaces.includes(namespace)) report.passed.push(`${name} (/${namespace})`);
    else
      problem(
        severity,
        "plugins",
        `${name} is not active (no /${namespace} in the REST API): ${effect}`,
        `install and activate ${name} (${PLUGINS})`,
      );
  }

  // 2. Pages of each language, with the plugins' fields.
  const pages = new Map<Language, PageItem[]>();
  for (const language of languages) {
    try {
      pages.set(
        language,
        await client.getAll("wp/v2/pages", pageItem, {
          searchParams: { lang: language, _fields: "id,link,lang,translations,acf" },
        }),
      );
    } catch (error) {
      problem(
        "error",
        "pages",
        `the pages in "${language}" cannot be read (${reason(error)})`,
        "check that WordPress answers /wp-json/wp/v2/pages",
      );
    }
  }
  // Without Polylang, `lang=` is ignored and both lists hold every page: each page once.
  const allPages = [...new Map([...pages.values()].flat().map((page) => [page.id, page])).values()];
  if (allPages.length > 0) {
    if (allPages.every((page) => !("lang" in page))) {
      problem(
        "error",
        "plugins",
        "pages have no `lang` field: Polylang is not active, the site cannot tell French pages from English ones",
        `install and activate Polylang (${PLUGINS})`,
      );
    } else report.passed.push("Polylang (`lang` on pages)");
    const withoutTranslations = allPages.filter((page) => !("translations" in page));
    if (withoutTranslations.length === allPages.length) {
      problem(
        "error",
        "plugins",
        "pages have no `translations` field (Polylang free adds none to the REST API): each language's home is still found, but the language switch of every other page leads to the other language's home, hreflang lists no translation, and the contact form shows only on the French contact page",
        `use Polylang Pro, or add docs/wordpress/vitrine-polylang-rest.php as a must-use plugin (${PLUGINS})`,
      );
    } else if (withoutTranslations.length > 0) {
      problem(
        "warning",
        "plugins",
        `${withoutTranslations.length} pages have no \`translations\` field (${ids(withoutTranslations)})`,
        "check Polylang's settings for these pages' post types",
      );
    } else report.passed.push("Polylang translations (`translations` on pages)");
  }

  // 3. Yoast, on the home page.
  const home = await readPage(client, settings.pageIds.home);
  if (home.page) {
    if (isRecord(home.page.yoast_head_json)) report.passed.push("Yoast SEO (`yoast_head_json`)");
    else
      problem(
        "warning",
        "plugins",
        "pages have no `yoast_head_json`: pages have no description, social previews or robots rules from WordPress",
        `install and activate Yoast SEO (${PLUGINS})`,
      );
  }

  // 4. The fixed pages, in each language.
  const translationsKnown = allPages.some((page) => "translations" in page);
  const fixed: Array<[FixedPage | "contact", number]> = [
    ...fixedPages.map((name) => [name, settings.pageIds[name]] as [FixedPage, number]),
    ["contact", settings.contactPageId],
  ];
  for (const [name, id] of fixed) {
    const { page, error } = name === "home" ? home : await readPage(client, id);
    const area = `${name} page`;
    if (!page) {
      const missing = code(error) === "rest_post_invalid_id";
      problem(
        "error",
        area,
        missing
          ? `there is no page with id ${id} (${envName[name]}): ${name === "contact" ? "the contact form is shown nowhere" : "the site's link to it leads nowhere"}`
          : `page ${id} cannot be read (${reason(error)})`,
        `set ${envName[name]} to the id of the French ${name} page (Pages → edit it: the id is the number after post= in the address)`,
      );
      continue;
    }
    if (page.lang !== undefined && page.lang !== "fr") {
      problem(
        "warning",
        area,
        `page ${id} (${envName[name]}) is in "${String(page.lang)}", not French`,
        `set ${envName[name]} to the id of the French page`,
      );
    }
    if (!translationsKnown) continue;
    const translations = isRecord(page.translations) ? page.translations : {};
    for (const language of languages.filter((item) => item !== "fr")) {
      const translated = Number(translations[language]);
      if (!translated)
        problem(
          "error",
          area,
          `page ${id} has no ${language} translation: the ${language} ${name} page is missing`,
          `translate page ${id} in Polylang (the + in the ${language.toUpperCase()} column of Pages)`,
        );
      else if (!(pages.get(language) ?? []).some((item) => item.id === translated)) {
        problem(
          "error",
          area,
          `page ${id}'s ${language} translation, page ${translated}, is not published`,
          `publish page ${translated}`,
        );
      }
    }
    if (!report.problems.some((item) => item.area === area))
      report.passed.push(`${area} ${id}${translationsKnown ? " and its translations" : ""}`);
  }

  // 5. The site options.
  const options = await checkOptions(client, problem);
  if (options && !report.problems.some((item) => item.area === "options")) report.passed.push("site options");

  // 6. Every page's blocks.
  const blockProblems = checkBlocks(allPages);
  report.problems.push(...blockProblems);
  if (blockProblems.length === 0 && allPages.length > 0 && namespaces.includes("acf/v3"))
    report.passed.push(`blocks of ${allPages.length} pages`);

  // 7. Events and societies.
  for (const [type, fields, label] of [
    ["events", eventFields, "events and news"],
    ["societies", societyFields, "societies"],
  ] as const) {
    report.passed.push(...(await checkPostType(client, type, fields, label, problem)));
  }

  // 8. The contact forms.
  for (const language of languages) {
    const fromOptions = Number(options?.[`contact_form_${language}`]);
    const id = Number.isInteger(fromOptions) && fromOptions > 0 ? fromOptions : settings.contactFormIds[language];
    const area = `contact form (${language})`;
    if (!id) {
      problem(
        "error",
        area,
        `no Contact Form 7 form for "${language}": the contact page shows no form`,
        `set contact_form_${language} on the options page, or CONTACT_FORM_ID_${language.toUpperCase()}`,
      );
      continue;
    }
    if (await checkContactForm(client, id, area, problem)) report.passed.push(`${area}: form ${id}`);
  }

  // 9. The breadcrumb route.
  if (namespaces.includes("bakery/v1")) {
    const life = allPages.find((page) => page.id === settings.pageIds.life);
    const links = createLinkRewriter(client.wordpressUrl);
    const path = life ? links.toCmsPath(links.toSite(life.link)).replace(/\/+$/, "") : "";
    try {
      const crumbs = await client.get(
        `bakery/v1/breadcrumb${path}`,
        z.array(z.looseObject({ title: z.string(), url: z.string() })),
        { searchParams: { lang: "fr" } },
      );
      if (crumbs.length > 0) report.passed.push(`breadcrumb of ${path || "/"}`);
      else
        problem(
          "warning",
          "breadcrumb",
          `the breadcrumb route answers an empty list for ${path || "/"}`,
          `check the breadcrumb route (${PLUGINS})`,
        );
    } catch (error) {
      problem(
        "warning",
        "breadcrumb",
        `the breadcrumb route does not answer for ${path || "/"} (${reason(error)}): pages show no breadcrumb`,
        `check the breadcrumb route (${PLUGINS})`,
      );
    }
  }

  // 10. Editor preview: its user reads unpublished pages.
  if (settings.previewClient) await checkPreviewUser(settings.previewClient, problem, report.passed);
  return report;
}

/** The preview user's application password works and may read drafts and pending posts (README, "Previewing from WordPress"). */
async function checkPreviewUser(
  client: WordPressClient,
  problem: (severity: Severity, area: string, message: string, fix: string) => void,
  passed: string[],
): Promise<void> {
  const area = "editor preview";
  const role = "give the user the role “Vitrine preview” (docs/wordpress/vitrine-preview.php)";
  try {
    await client.get("wp/v2/pages", z.array(z.unknown()), {
      searchParams: { status: "draft,pending", per_page: 1, _fields: "id" },
    });
    passed.push("editor preview: its user reads drafts and pending pages");
  } catch (error) {
    const refused = ["incorrect_password", "invalid_username", "invalid_email"].includes(code(error));
    if (refused)
      problem(
        "warning",
        area,
        `WordPress refuses the preview user's application password (${code(error)}): the Preview button opens a page that fails`,
        "create an application password for WORDPRESS_PREVIEW_USER (its profile → Application Passwords) and set WORDPRESS_PREVIEW_PASSWORD to it; WordPress accepts them over HTTPS only",
      );
    else if (code(error) === "rest_invalid_param")
      problem(
        "warning",
        area,
        "the preview user may not read unpublished pages (WordPress: “Status is forbidden”): the Preview button shows nothing",
        role,
      );
    else problem("warning", area, `unpublished pages cannot be read as the preview user (${reason(error)})`, role);
  }
}

async function readPage(
  client: WordPressClient,
  id: number,
): Promise<{ page?: Record<string, unknown>; error?: unknown }> {
  try {
    return { page: await client.get(`wp/v2/pages/${id}`, anyObject) };
  } catch (error) {
    return { error };
  }
}

function ids(pages: PageItem[]): string {
  const list = pages
    .slice(0, 5)
    .map((page) => page.id)
    .join(", ");
  return pages.length > 5 ? `${list} and ${pages.length - 5} more` : list;
}

/** Missing, unknown or ill-typed options; returns the options when they could be read. */
async function checkOptions(
  client: WordPressClient,
  problem: (severity: Severity, area: string, message: string, fix: string) => void,
): Promise<Record<string, unknown> | null> {
  let acf: unknown;
  try {
    acf = (await client.get("acf/v3/options/options", z.looseObject({ acf: z.unknown() }))).acf;
  } catch (error) {
    if (code(error) !== "rest_no_route")
      problem(
        "error",
        "options",
        `the site options cannot be read (${reason(error)})`,
        "check ACF to REST API and the options page",
      );
    return null;
  }
  if (!isRecord(acf)) {
    problem(
      "error",
      "options",
      `the options page has no fields (${describeValue(acf)}): menus, footer and contact form ids are empty`,
      `create an options page (ACF PRO: acf_add_options_page(), slug acf-options), then ${importGroups}`,
    );
    return null;
  }
  const issues = checkFields(optionFields, acf);
  const unknown = issues.filter((issue) => issue.kind === "unknown").map((issue) => issue.path);
  for (const issue of issues) {
    const field = optionFields.find((item) => item.name === issue.path);
    if (issue.kind === "unknown") {
      const candidates = similar(
        issue.path,
        issues.filter((item) => item.kind === "missing").map((item) => item.path),
      );
      problem(
        "warning",
        "options",
        `\`${issue.path}\` is not an option the site reads (it holds ${issue.received})`,
        candidates.length > 0
          ? `if it is meant as ${candidates.map((name) => `\`${name}\``).join(" or ")}, rename it (or ${importGroups})`
          : "remove it, or leave it: the site ignores it",
      );
      continue;
    }
    if (!field) continue;
    const candidates = similar(field.name, unknown);
    const hint = candidates.length > 0 ? ` (\`${candidates.join("`, `")}\` looks like it: rename it)` : "";
    const severity: Severity = field.required ? "error" : "warning";
    if (issue.kind === "missing") {
      problem(
        severity,
        "options",
        `\`${field.name}\` is missing (expected ${issue.expected}): ${field.effect ?? `the site shows no ${field.label.toLowerCase()}`}`,
        `${importGroups} and fill “${field.label}” on the options page${hint}`,
      );
    } else {
      problem(
        severity,
        "options",
        `\`${issue.path}\` is ${issue.received}, expected ${issue.expected}`,
        `${importGroups}: the field must be of that type${hint}`,
      );
    }
  }
  for (const field of optionFields.filter((item) => item.required && item.type === "repeater")) {
    const value = acf[field.name];
    if (
      field.name in acf &&
      (value === false || value === "" || value === null || (Array.isArray(value) && value.length === 0))
    ) {
      problem(
        "warning",
        "options",
        `\`${field.name}\` is empty: the site shows no ${field.label.toLowerCase()}`,
        `fill “${field.label}” on the options page`,
      );
    }
  }
  return acf;
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

/** Blocks that fail their schema (errors: dropped from the page) and layouts that differ from the field group (warnings, one line per layout and field). */
function checkBlocks(pages: PageItem[]): Problem[] {
  const problems: Problem[] = [];
  const drift = new Map<string, { issue: ValueIssue; layout: string; pages: Set<number> }>();
  const unknownLayouts = new Map<string, Set<number>>();
  for (const page of pages) {
    const acf = page.acf;
    const blocks = isRecord(acf) ? acf.blocks : undefined;
    if (blocks === undefined || blocks === false || blocks === "" || blocks === null) continue;
    const where = `page ${page.id} (${pathOf(page.link)})`;
    if (!Array.isArray(blocks)) {
      problems.push({
        severity: "error",
        area: where,
        message: `acf.blocks is ${describeValue(blocks)}, expected a list of blocks (Flexible Content field): no block is shown`,
        fix: `${importGroups}: \`blocks\` must be a Flexible Content field`,
      });
      continue;
    }
    blocks.forEach((item: unknown, index) => {
      const block = `block #${index + 1}`;
      if (!isRecord(item) || typeof item.acf_fc_layout !== "string") {
        problems.push({
          severity: "error",
          area: where,
          message: `${block} has no acf_fc_layout: it is not shown`,
          fix: "save the page again in WordPress",
        });
        return;
      }
      const name = item.acf_fc_layout;
      const layout = layoutNamed(name);
      if (!layout) {
        unknownLayouts.set(name, (unknownLayouts.get(name) ?? new Set()).add(page.id));
        return;
      }
      const typed = item as Record<string, unknown> & { acf_fc_layout: string };
      const failures = blockFieldProblems(typed);
      const failed = new Set(failures.map((failure) => failure.path));
      for (const failure of failures) {
        const field = fieldAt(layout.fields, failure.path);
        const expected = field ? `${describeType(field)}${field.required ? ", required" : ""}` : failure.message;
        problems.push({
          severity: "error",
          area: where,
          message: `${block} "${name}": \`${failure.path}\` is ${describeValue(valueAt(item, failure.path))}, expected ${expected}: the block is not shown`,
          fix: field
            ? `fill “${field.label}” in that block (or, if the field has another name, ${importGroups})`
            : `fix that block's fields (${failure.message})`,
        });
      }
      for (const issue of checkFields(layout.fields, typed, "", ["acf_fc_layout"])) {
        if (issue.kind === "type" || failed.has(issue.path)) continue; // the schema's verdict above says what matters
        const key = `${name}\u0000${issue.kind}\u0000${issue.path.replace(/\.\d+\./g, ".")}`;
        const entry = drift.get(key) ?? {
          issue: { ...issue, path: issue.path.replace(/\.\d+\./g, ".") },
          layout: name,
          pages: new Set<number>(),
        };
        entry.pages.add(page.id);
        drift.set(key, entry);
      }
    });
  }
  for (const [name, ids] of unknownLayouts) {
    problems.push({
      severity: "warning",
      area: "blocks",
      message: `layout "${name}" is not a block the site renders (pages ${[...ids].join(", ")}): it is skipped`,
      fix: `use one of the layouts of ${FIELD_GROUPS}, or remove it`,
    });
  }
  for (const { issue, layout, pages: ids } of drift.values()) {
    const list = [...ids].slice(0, 4).join(", ") + (ids.size > 4 ? ` and ${ids.size - 4} more` : "");
    problems.push(
      issue.kind === "missing"
        ? {
            severity: "warning",
            area: "blocks",
            message: `layout "${layout}" has no field \`${issue.path}\` (pages ${list}): the site reads ${issue.expected}`,
            fix: importGroups,
          }
        : {
            severity: "warning",
            area: "blocks",
            message: `layout "${layout}" has a field \`${issue.path}\` the site does not read (pages ${list})`,
            fix: `rename it as in ${FIELD_GROUPS}, or remove it`,
          },
    );
  }
  return problems;
}

function pathOf(link: string): string {
  try {
    return new URL(link).pathname;
  } catch {
    return link;
  }
}

async function checkPostType(
  client: WordPressClient,
  type: "events" | "societies",
  fields: readonly AcfField[],
  label: string,
  problem: (severity: Severity, area: string, message: string, fix: string) => void,
): Promise<string[]> {
  let items: Array<Record<string, unknown>>;
  try {
    items = await client.getAll(`wp/v2/${type}`, anyObject, { searchParams: { _fields: "id,acf" } });
  } catch (error) {
    const missing = code(error) === "rest_no_route";
    problem(
      "warning",
      type,
      missing
        ? `there is no post type \`${type}\` in the REST API: the site shows no ${label}`
        : `the ${label} cannot be read (${reason(error)})`,
      `register the post type \`${type}\` with show_in_rest and rest_base "${type}" (${PLUGINS})`,
    );
    return [];
  }
  const drift = new Map<string, { issue: ValueIssue; ids: number[] }>();
  for (const item of items) {
    if (!isRecord(item.acf)) continue; // `acf: []`: an item without fields, read as such
    for (const issue of checkFields(fields, item.acf)) {
      const key = `${issue.kind}\u0000${issue.path}`;
      const entry = drift.get(key) ?? { issue, ids: [] };
      entry.ids.push(Number(item.id));
      drift.set(key, entry);
    }
  }
  for (const { issue, ids } of drift.values()) {
    const list = ids.slice(0, 4).join(", ") + (ids.length > 4 ? ` and ${ids.length - 4} more` : "");
    const message =
      issue.kind === "missing"
        ? `\`${issue.path}\` is missing (${type} ${list}): the site reads ${issue.expected}`
        : issue.kind === "unknown"
          ? `\`${issue.path}\` is not a field the site reads (${type} ${list})`
          : `\`${issue.path}\` is ${issue.received}, expected ${issue.expected} (${type} ${list}): it is shown empty`;
    problem("warning", type, message, importGroups);
  }
  return drift.size === 0 ? [`${label} (${items.length})`] : [];
}

/** Whether the form exists and asks for the fields the site sends (its validation schema, Contact Form 7 5.6+). */
async function checkContactForm(
  client: WordPressClient,
  id: number,
  area: string,
  problem: (severity: Severity, area: string, message: string, fix: string) => void,
): Promise<boolean> {
  let rules: z.output<typeof schemaRules>["rules"];
  try {
    rules = (await client.get(`contact-form-7/v1/contact-forms/${id}/feedback/schema`, schemaRules)).rules;
  } catch (error) {
    if (code(error) === "wpcf7_not_found") {
      problem(
        "error",
        area,
        `there is no Contact Form 7 form ${id}: every message is refused`,
        `create the form from ${FORM_TEMPLATE} and set its id on the options page (or CONTACT_FORM_ID_*)`,
      );
    } else if (code(error) === "rest_no_route") {
      problem(
        "warning",
        area,
        `form ${id}'s fields cannot be checked: Contact Form 7 is older than 5.6 (no validation schema route)`,
        "update Contact Form 7",
      );
    } else {
      problem("error", area, `form ${id} cannot be checked (${reason(error)})`, "check Contact Form 7");
    }
    return false;
  }
  const sent = new Set(Object.values(contactFieldNames));
  const required = new Set(rules.filter((rule) => rule.rule === "required").map((rule) => rule.field));
  const named = new Set(rules.map((rule) => rule.field));
  let ok = true;
  for (const field of required) {
    if (!sent.has(field)) {
      ok = false;
      problem(
        "error",
        area,
        `form ${id} requires \`${field}\`, which the site does not send: every message is refused`,
        `use the fields of ${FORM_TEMPLATE} (${[...sent].join(", ")})`,
      );
    }
  }
  for (const field of ["your-name", "your-email", "your-message"]) {
    if (!named.has(field)) {
      ok = false;
      problem(
        "warning",
        area,
        `form ${id} has no field \`${field}\`: what the visitor types there is not in the mail`,
        `use the fields of ${FORM_TEMPLATE}`,
      );
    }
  }
  return ok;
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
