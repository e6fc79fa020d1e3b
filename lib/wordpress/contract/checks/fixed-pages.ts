// The fixed pages (PAGE_ID_*, PAGE_ID_CONTACT): each exists, is French, and has its translations;
// a missing one is pointed to the page that looks like it.
import { fixedPages, languages, type FixedPage } from "../../../../config/site.ts";
import {
  anyObject,
  code,
  findingList,
  isRecord,
  pathOf,
  reason,
  type CheckContext,
  type FindingList,
  type Findings,
  type PageItem,
} from "./context.ts";

type FixedName = FixedPage | "contact";

const envName: Record<FixedName, string> = {
  home: "PAGE_ID_HOME",
  life: "PAGE_ID_LIFE",
  study: "PAGE_ID_STUDY",
  ecosystem: "PAGE_ID_ECOSYSTEM",
  invest: "PAGE_ID_INVEST",
  now: "PAGE_ID_NOW",
  contact: "PAGE_ID_CONTACT",
};

/** The slugs such a page usually has, in French and in English (the embedded CMS's first). */
const usualSlugs: Record<FixedName, string[]> = {
  home: ["accueil", "home"],
  life: ["vivre", "vie", "life"],
  study: ["etudier", "etudes", "study"],
  ecosystem: ["ecosysteme", "ecosystem"],
  invest: ["investir", "invest"],
  now: ["agenda", "actualites", "now", "news"],
  contact: ["contact", "contactez-nous", "nous-contacter"],
};

export async function checkFixedPages(context: CheckContext): Promise<Findings> {
  const findings = findingList();
  const { settings } = context;
  const fixed: Array<[FixedName, number]> = [
    ...fixedPages.map((name) => [name, settings.pageIds[name]] as [FixedPage, number]),
    ["contact", settings.contactPageId],
  ];
  for (const [name, id] of fixed) await checkFixedPage(context, name, id, findings);
  return findings;
}

async function checkFixedPage(context: CheckContext, name: FixedName, id: number, findings: FindingList) {
  const area = `${name} page`;
  let page: Record<string, unknown>;
  try {
    page = await context.client.get(`wp/v2/pages/${id}`, anyObject);
  } catch (error) {
    findings.problem("error", area, ...missingPage(context, name, id, error));
    return;
  }
  if (page.lang !== undefined && page.lang !== "fr")
    findings.problem(
      "warning",
      area,
      `page ${id} (${envName[name]}) is in "${String(page.lang)}", not French`,
      `set ${envName[name]} to the id of the French page`,
    );
  // Without Polylang's translations there are none to check.
  if (!context.allPages.some((item) => "translations" in item)) return;
  // Each language's home is found as the site finds it (./homes.ts), translated or not.
  if (name === "home") {
    findings.pass(`${area} ${id}`);
    return;
  }
  checkTranslations(context, name, id, page, findings);
  if (!findings.has(area)) findings.pass(`${area} ${id} and its translations`);
}

/** The message and fix of a fixed page WordPress cannot give. */
function missingPage(context: CheckContext, name: FixedName, id: number, error: unknown): [string, string] {
  const variable = envName[name];
  const fix = `set ${variable} to the id of the French ${name} page (Pages → edit it: the id is the number after post= in the address)`;
  if (code(error) !== "rest_post_invalid_id") return [`page ${id} cannot be read (${reason(error)})`, fix];
  const effect = name === "contact" ? "the contact form is shown nowhere" : "the site's link to it leads nowhere";
  const likely = likelyPages(name, context.pages.get("fr") ?? context.allPages);
  if (likely.length === 0) return [`there is no page with id ${id} (${variable}): ${effect}`, fix];
  const named = likely.map((page) => `page ${page.id} (${pathOf(page.link)})`).join(" or ");
  return [
    `there is no page with id ${id} (${variable}): ${effect}; ${named} looks like it`,
    `${fix}: ${likely.length === 1 ? `${variable}=${likely[0]?.id}` : named}, if that is the one`,
  ];
}

/** Pages whose slug is one the fixed page usually has (`contact`, `contactez-nous`, `vivre`, …). */
export function likelyPages(name: FixedName, pages: readonly PageItem[]): PageItem[] {
  const plain = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return pages.filter((page) => {
    const slug = plain(decodeURIComponent(pathOf(page.link)).replace(/\/+$/, "").split("/").pop() ?? "");
    return slug !== "" && usualSlugs[name].some((usual) => slug === usual || slug.startsWith(`${usual}-`));
  });
}

/** The fixed page's translation in each other language is published. */
function checkTranslations(
  context: CheckContext,
  name: FixedName,
  id: number,
  page: Record<string, unknown>,
  findings: FindingList,
) {
  const area = `${name} page`;
  const translations = isRecord(page.translations) ? page.translations : {};
  for (const language of languages.filter((item) => item !== "fr")) {
    const translated = Number(translations[language]);
    if (!translated)
      findings.problem(
        "error",
        area,
        `page ${id} has no ${language} translation: the ${language} ${name} page is missing`,
        `translate page ${id} in Polylang (the + in the ${language.toUpperCase()} column of Pages)`,
      );
    else if (!(context.pages.get(language) ?? []).some((item) => item.id === translated))
      findings.problem(
        "error",
        area,
        `page ${id}'s ${language} translation, page ${translated}, is not published`,
        `publish page ${translated}`,
      );
  }
}
