// What the checks read once for all (./context.ts, `CheckContext`): the REST API's namespaces, the
// pages of each language, the site options; and what reading them found.
import { z } from "zod";
import { languages, type Language } from "../../../../config/site.ts";
import type { WordPressClient } from "../../client.ts";
import {
  code,
  findingList,
  importGroups,
  isRecord,
  pageItem,
  reason,
  type CheckContext,
  type CheckSettings,
  type FindingList,
  type Findings,
  type PageItem,
} from "./context.ts";
import { describeValue } from "../fields.ts";

const index = z.looseObject({ namespaces: z.array(z.string()).catch([]) });

/** The checks' context, or null when WordPress's REST API does not answer (nothing else can be checked). */
export async function readContext(
  client: WordPressClient,
  settings: CheckSettings,
): Promise<{ context: CheckContext | null; findings: Findings }> {
  const findings = findingList();
  const namespaces = await readNamespaces(client, findings);
  if (!namespaces) return { context: null, findings };
  const pages = await readPages(client, findings);
  // Without Polylang, `lang=` is ignored and both lists hold every page: each page once.
  const allPages = [...new Map([...pages.values()].flat().map((page) => [page.id, page])).values()];
  const options = await readOptions(client, findings);
  return { context: { client, settings, namespaces, pages, allPages, options }, findings };
}

async function readNamespaces(client: WordPressClient, findings: FindingList): Promise<string[] | null> {
  try {
    const { namespaces } = await client.get("", index);
    findings.pass("REST API answers");
    return namespaces;
  } catch (error) {
    findings.problem(
      "error",
      "REST API",
      `${client.wordpressUrl}/wp-json/ does not answer as WordPress's REST API (${reason(error)}): no page can be shown`,
      "set WORDPRESS_URL to the WordPress address (without /wp-json), check WordPress is up, and choose any permalink structure but “Plain” (Settings → Permalinks)",
    );
    return null;
  }
}

/** Each language's pages, with the fields the checks read (the plugins' and the blocks). */
async function readPages(client: WordPressClient, findings: FindingList): Promise<Map<Language, PageItem[]>> {
  const pages = new Map<Language, PageItem[]>();
  for (const language of languages) {
    try {
      const items = await client.getAll("wp/v2/pages", pageItem, {
        searchParams: { lang: language, _fields: "id,link,lang,translations,acf" },
      });
      pages.set(language, items);
    } catch (error) {
      findings.problem(
        "error",
        "pages",
        `the pages in "${language}" cannot be read (${reason(error)})`,
        "check that WordPress answers /wp-json/wp/v2/pages",
      );
    }
  }
  return pages;
}

/** The options page's fields; null when there is none to check (said, unless ACF to REST API is missing). */
async function readOptions(client: WordPressClient, findings: FindingList): Promise<Record<string, unknown> | null> {
  let acf: unknown;
  try {
    acf = (await client.get("acf/v3/options/options", z.looseObject({ acf: z.unknown() }))).acf;
  } catch (error) {
    // No route: ACF to REST API is missing, which the plugins' check says.
    if (code(error) !== "rest_no_route")
      findings.problem(
        "error",
        "options",
        `the site options cannot be read (${reason(error)})`,
        "check ACF to REST API and the options page",
      );
    return null;
  }
  if (isRecord(acf)) return acf;
  findings.problem(
    "error",
    "options",
    `the options page has no fields (${describeValue(acf)}): menus, footer and contact form ids are empty`,
    `create an options page (ACF PRO: acf_add_options_page(), slug acf-options), then ${importGroups}`,
  );
  return null;
}
