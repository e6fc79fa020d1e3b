// What a site path shows: a WordPress page, or an event (`/event-{slug}`, `/en/event-{slug}`). The
// route table says which (and its id); the page or event is then read by its id.
import { unstable_rethrow } from "next/navigation";
import { env, fixedPageIds } from "../../config/env.ts";
import { languages, type Language } from "../../config/site.ts";
import { eventStructuredData } from "../events/structured-data.ts";
import type { EventDetail } from "../events/types.ts";
import { crumbsNamedAsMenu } from "../navigation/main-navigation.ts";
import { homePath } from "../routing/canonical.ts";
import { breadcrumbStructuredData } from "../seo/breadcrumb.ts";
import { sitePath } from "../site-paths.ts";
import { getBreadcrumb } from "./breadcrumb.ts";
import { contentProblems, versionOf } from "./content-problems.ts";
import { getEventById } from "./events.ts";
import { reportContactSetup } from "./contact-setup.ts";
import { getSiteOptions, getSiteOptionsOrDefaults } from "./options.ts";
import { getFixedPage, getPageById } from "./pages.ts";
import { WordPressError } from "./errors.ts";
import { cachedRouteTable, routeTable } from "./live-route-table.ts";
import type { RouteTable } from "./route-table.ts";
import type { Crumb, Page } from "./types.ts";
import { previewTarget } from "../preview/request.ts";
import { parsePreviewSegments } from "../preview/session.ts";

export type Content = (
  | { kind: "page"; page: Page }
  | {
      kind: "event";
      event: EventDetail;
      /** The news and events page of the event's language (the way back to the list). */
      listPath: string;
      /** schema.org `Event` (or `NewsArticle`) for the page's JSON-LD. */
      structuredData: Record<string, unknown>;
    }
) & {
  /** Its path in each language that has it (the route table's), for hreflang alternates. */
  translations: Partial<Record<Language, string>>;
  /** Shown to an editor previewing it (lib/preview/): where "Exit preview" returns. */
  preview?: { exitPath: string };
};

/** The page or event at these route segments, or null (a 404). */
export async function resolveContent(
  language: Language,
  segments: readonly string[] | undefined,
): Promise<Content | null> {
  await reportSetup();
  if (!segments || segments.length === 0) {
    // A home is the configured page (or its translation), else the page at the language's home address (route-table.ts).
    const table = await cachedRouteTable();
    const route = table.home(language);
    const home = route ? await getPageById(route.id) : null;
    if (home) {
      const content: Content = { kind: "page", page: home, translations: route?.translations ?? {} };
      return (await previewedAt(language, [])) ? withPreview(content, home.path) : content;
    }
    // No such page: the home still answers, with the site's frame and its name (reported, never a 404).
    return { kind: "page", page: await placeholderHome(language), translations: homeTranslations(table) };
  }
  const previewed = await previewedAt(language, segments);
  if (previewed?.unpublished)
    return withPreview(await contentById(language, previewed.kind, previewed.id, {}), homePath(language));
  const table = await cachedRouteTable();
  const path = sitePath(language, segments);
  const route = table.find(language, path);
  if (!route) {
    // The proxy's table, read since, has it: a page published while this render's copy of the
    // table could not be read again (WordPress failing). Unavailable, not a 404 to keep.
    if (routeTable().peek(language, path)) {
      throw new WordPressError(
        `the site's list of paths could not be read again for ${path}, published since it was last read`,
        { status: 503, code: "routes_unavailable", url: path },
      );
    }
    return null;
  }
  const content = await contentById(language, route.kind, route.id, route.translations);
  return previewed ? withPreview(content, sitePath(language, segments)) : content;
}

async function contentById(
  language: Language,
  kind: "page" | "event",
  id: number,
  translations: Content["translations"],
): Promise<Content | null> {
  if (kind === "page") {
    const page = await getPageById(id);
    return page ? { kind: "page", page, translations } : null;
  }
  const event = await getEventById(id);
  if (!event) return null;
  const list = await getFixedPage("now", language).catch(() => null);
  return {
    kind: "event",
    event,
    listPath: list?.path ?? homePath(language),
    structuredData: eventStructuredData(event, env().siteUrl),
    translations,
  };
}

/**
 * The post an editor previews at these segments: its preview address (unpublished), or its public
 * address (published) when the preview names the post the route table has there. Null otherwise.
 */
async function previewedAt(
  language: Language,
  segments: readonly string[],
): Promise<{ kind: "page" | "event"; id: number; unpublished: boolean } | null> {
  const target = await previewTarget();
  if (!target) return null;
  const kind = target.type === "page" ? "page" : "event";
  const address = parsePreviewSegments(segments);
  if (address)
    return address.type === target.type && address.id === target.id ? { kind, id: target.id, unpublished: true } : null;
  const table = await cachedRouteTable();
  const route = segments.length === 0 ? table.home(language) : table.find(language, sitePath(language, segments));
  return route && route.kind === kind && route.id === target.id ? { kind, id: target.id, unpublished: false } : null;
}

/** A previewed post, with where "Exit preview" returns (home for an unpublished post, whose address ends with the preview). */
function withPreview(content: Content | null, exitPath: string): Content | null {
  return content ? { ...content, preview: { exitPath } } : null;
}

/**
 * Records what keeps parts of the site from showing (the contact form's setup, the homes) as
 * content problems: logged once per version, listed by /api/ready. Never fails a render.
 */
export async function reportSetup(): Promise<void> {
  try {
    const [table, options] = await Promise.all([cachedRouteTable(), getSiteOptions()]);
    reportContactSetup(table, options);
    reportHomes(table);
  } catch (error) {
    // WordPress unavailable: the render itself says so.
    unstable_rethrow(error);
  }
}

/** A home without a page in WordPress: the site's name as its title, nothing else. */
async function placeholderHome(language: Language): Promise<Page> {
  const { siteName } = await getSiteOptionsOrDefaults();
  const path = homePath(language);
  return {
    id: 0,
    language,
    path,
    title: siteName,
    parentId: 0,
    modified: undefined,
    translations: {},
    blocks: [],
    contentHtml: "",
    excerpt: "",
    seo: undefined,
  };
}

/** The homes there are, for the hreflang alternates of a placeholder home. */
function homeTranslations(table: RouteTable): Partial<Record<Language, string>> {
  return Object.fromEntries(
    languages.flatMap((language) => (table.home(language) ? [[language, table.home(language)?.path]] : [])),
  );
}

/** A language without a home page in WordPress is a content problem (its home shows the site's name only). */
function reportHomes(table: RouteTable): void {
  const homeId = fixedPageIds().home;
  const configured = table.byId("page", homeId);
  const missing = languages.filter((language) => !table.home(language));
  // The state the problems describe: the same state again logs nothing.
  const version = versionOf({ homeId, configured: configured !== undefined, missing });
  contentProblems().record(
    "home pages (PAGE_ID_HOME)",
    version,
    missing.map(
      (language) =>
        `no page for the "${language}" home: PAGE_ID_HOME=${homeId} ${configured ? `has no "${language}" translation that WordPress gives` : "is no published page"} and no "${language}" page is linked at ${homePath(language)}; ` +
        `translate the home page into "${language}" with Polylang (or set PAGE_ID_HOME); that home shows the site's name only`,
    ),
  );
}

export interface Breadcrumb {
  crumbs: Crumb[];
  /** schema.org `BreadcrumbList` for the page's JSON-LD. */
  structuredData: Record<string, unknown>;
}

/** The breadcrumb of the content at these route segments; null on a home page or when WordPress gives none. */
export async function resolveBreadcrumb(
  language: Language,
  segments: readonly string[] | undefined,
): Promise<Breadcrumb | null> {
  if (!segments || segments.length === 0) return null;
  const previewed = await previewedAt(language, segments);
  const [found, options] = await Promise.all([
    previewed ? previewCrumbs(language, segments, previewed) : getBreadcrumb(language, sitePath(language, segments)),
    getSiteOptionsOrDefaults(),
  ]);
  if (!found) return null;
  // One name per page: a page of the menu is called as the menu calls it.
  const crumbs = crumbsNamedAsMenu(found, options.menu[language]);
  return { crumbs, structuredData: breadcrumbStructuredData(crumbs, env().siteUrl) };
}

/**
 * A previewed post's breadcrumb, as it will read once published: its parent's (a page's parent, an
 * event's list page) then its own title, the one being previewed.
 */
async function previewCrumbs(
  language: Language,
  segments: readonly string[],
  previewed: { kind: "page" | "event"; id: number; unpublished: boolean },
): Promise<Crumb[] | null> {
  const item = previewed.kind === "page" ? await getPageById(previewed.id) : await getEventById(previewed.id);
  if (!item) return null;
  const own: Crumb = { label: item.title, href: previewed.unpublished ? null : item.path };
  if (!previewed.unpublished) {
    const crumbs = await getBreadcrumb(language, sitePath(language, segments));
    return crumbs ? [...crumbs.slice(0, -1), own] : null;
  }
  const parentPath =
    "parentId" in item
      ? item.parentId
        ? (await cachedRouteTable()).byId("page", item.parentId)?.path
        : homePath(language)
      : (await getFixedPage("now", language).catch(() => null))?.path;
  const parents = parentPath ? await getBreadcrumb(language, parentPath) : null;
  return [...(parents ?? []), own];
}
