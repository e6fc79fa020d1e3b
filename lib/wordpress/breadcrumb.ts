// The breadcrumb of a site path, from the WordPress endpoint `GET /bakery/v1/breadcrumb{path}?lang=`
// (SPEC.md §2, §7): the path is asked in WordPress's form (`/event-x` → `/events/x`), the links
// come back as site paths. A failure is logged and leaves no breadcrumb (SPEC.md §8).
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import type { Language } from "../../config/site.ts";
import { isSafeHref } from "../security/urls.ts";
import { wordpress } from "./client.ts";
import { mappingContext } from "./context.ts";
import type { BlockContext } from "./blocks/define.ts";
import { rawBreadcrumb } from "./schemas.ts";
import { pageTags } from "./tags.ts";
import type { Crumb } from "./types.ts";
import { warnUnlessOutage } from "./outage-log.ts";
import { markDegraded } from "./degraded.ts";

export const breadcrumbTag = "wp:breadcrumbs";

/** Raw breadcrumb items → crumbs with site paths (or none: text); untitled or unsafe items are dropped. */
export function toCrumbs(items: Array<{ title: string; url: string | null }>, context: BlockContext): Crumb[] {
  return items.flatMap((item) => {
    const label = context.text(item.title);
    const href = item.url === null ? null : context.links.toSite(item.url);
    return label && (href === null || isSafeHref(href)) ? [{ label, href }] : [];
  });
}

/** The endpoint's path for a site path: WordPress's form, each segment encoded once. */
export function breadcrumbEndpoint(sitePath: string, context: BlockContext): string {
  const cmsPath = context.links.toCmsPath(sitePath);
  const encoded = cmsPath
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");
  return `bakery/v1/breadcrumb${encoded === "/" ? "" : encoded}`;
}

/** The crumbs from home down to this path, or null when WordPress has none or fails (logged). */
export const getBreadcrumb = cache(async (language: Language, sitePath: string): Promise<Crumb[] | null> => {
  const context = mappingContext(language);
  const endpoint = breadcrumbEndpoint(sitePath, context);
  try {
    const items = await wordpress().get(endpoint, rawBreadcrumb, {
      searchParams: { lang: language },
      tags: [pageTags.all, breadcrumbTag],
    });
    const crumbs = toCrumbs(items, context);
    return crumbs.length > 0 ? crumbs : null;
  } catch (error) {
    // Next's own signals (a render that turns dynamic, a redirect) are not failures: they go on.
    unstable_rethrow(error);
    markDegraded("breadcrumb", error);
    warnUnlessOutage(
      `[breadcrumb] none for "${sitePath}" (${language}): ${error instanceof Error ? error.message : String(error)}`,
      error,
    );
    return null;
  }
});
