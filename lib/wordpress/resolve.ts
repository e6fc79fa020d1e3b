// What a site path shows: a WordPress page, or an event (`/event-{slug}`, `/en/event-{slug}`).
import { env } from "../../config/env.ts";
import type { Language } from "../../config/site.ts";
import { eventStructuredData } from "../events/structured-data.ts";
import type { EventDetail } from "../events/types.ts";
import { homePath } from "../routing/canonical.ts";
import { breadcrumbStructuredData } from "../seo/breadcrumb.ts";
import { sitePath } from "../site-paths.ts";
import { getBreadcrumb } from "./breadcrumb.ts";
import { getEventByPath } from "./events.ts";
import { getFixedPage, getPageByPath } from "./pages.ts";
import type { Crumb, Page } from "./types.ts";

export type Content =
  | { kind: "page"; page: Page }
  | {
      kind: "event";
      event: EventDetail;
      /** The news and events page of the event's language (the way back to the list). */
      listPath: string;
      /** schema.org `Event` (or `NewsArticle`) for the page's JSON-LD. */
      structuredData: Record<string, unknown>;
    };

/** The page or event at these route segments, or null (a 404). */
export async function resolveContent(language: Language, segments: readonly string[] | undefined): Promise<Content | null> {
  if (!segments || segments.length === 0) {
    const home = await getFixedPage("home", language);
    return home ? { kind: "page", page: home } : null;
  }
  const path = sitePath(language, segments);
  const page = await getPageByPath(language, path);
  if (page) return { kind: "page", page };
  const event = await getEventByPath(language, path);
  if (!event) return null;
  const list = await getFixedPage("now", language).catch(() => null);
  return { kind: "event", event, listPath: list?.path ?? homePath(language), structuredData: eventStructuredData(event, env().siteUrl) };
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
