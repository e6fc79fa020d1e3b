// What a site path shows: a WordPress page, or an event (`/event-{slug}`, `/en/event-{slug}`). The
// route table says which (and its id); the page or event is then read by its id.
import { env } from "../../config/env.ts";
import type { Language } from "../../config/site.ts";
import { eventStructuredData } from "../events/structured-data.ts";
import type { EventDetail } from "../events/types.ts";
import { homePath } from "../routing/canonical.ts";
import { breadcrumbStructuredData } from "../seo/breadcrumb.ts";
import { sitePath } from "../site-paths.ts";
import { getBreadcrumb } from "./breadcrumb.ts";
import { getEventById } from "./events.ts";
import { getFixedPage, getPageById } from "./pages.ts";
import { cachedRouteTable } from "./route-table.ts";
import type { Crumb, Page } from "./types.ts";

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
};

/** The page or event at these route segments, or null (a 404). */
export async function resolveContent(language: Language, segments: readonly string[] | undefined): Promise<Content | null> {
  if (!segments || segments.length === 0) {
    // A home is the configured page (or its translation), wherever WordPress links it.
    const [table, home] = await Promise.all([cachedRouteTable(), getFixedPage("home", language)]);
    return home ? { kind: "page", page: home, translations: table.byId("page", home.id)?.translations ?? {} } : null;
  }
  const table = await cachedRouteTable();
  const route = table.find(language, sitePath(language, segments));
  if (!route) return null;
  const { translations } = route;
  if (route.kind === "page") {
    const page = await getPageById(route.id);
    return page ? { kind: "page", page, translations } : null;
  }
  const event = await getEventById(route.id);
  if (!event) return null;
  const list = await getFixedPage("now", language).catch(() => null);
  return { kind: "event", event, listPath: list?.path ?? homePath(language), structuredData: eventStructuredData(event, env().siteUrl), translations };
}

export interface Breadcrumb {
  crumbs: Crumb[];
  /** schema.org `BreadcrumbList` for the page's JSON-LD. */
  structuredData: Record<string, unknown>;
}

/** The breadcrumb of the content at these route segments; null on a home page or when WordPress gives none. */
export async function resolveBreadcrumb(language: Language, segments: readonly string[] | undefined): Promise<Breadcrumb | null> {
  if (!segments || segments.length === 0) return null;
  const crumbs = await getBreadcrumb(language, sitePath(language, segments));
  return crumbs ? { crumbs, structuredData: breadcrumbStructuredData(crumbs, env().siteUrl) } : null;
}
