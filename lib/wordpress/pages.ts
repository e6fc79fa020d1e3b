// Pages: one page by id (the route table says which id a path shows), the fixed pages.
import { cache } from "react";
import { contactSettings, fixedPageIds } from "../../config/env.ts";
import { type FixedPage, type Language, defaultLanguage } from "../../config/site.ts";
import { wordpress } from "./client.ts";
import { mappingContext } from "./context.ts";
import type { ContentProblems } from "./content-problems.ts";
import { unlessNotFound } from "./errors.ts";
import { toPage } from "./mappers.ts";
import { previewOf } from "../preview/request.ts";
import { previewPath } from "../preview/session.ts";
import { readPreviewPost } from "./preview.ts";
import { cachedRouteTable } from "./live-route-table.ts";
import { rawPage } from "./schemas.ts";
import { pageTags } from "./tags.ts";
import type { Page } from "./types.ts";

/** A preview's content problems are the editor's draft: not the site's (not logged, not in /api/ready). */
const previewProblems: ContentProblems = { record() {}, list: () => [] };

/** One page by id, or null when WordPress has none; the editor's latest version when the request previews it. */
export const getPageById = cache(async (id: number): Promise<Page | null> => {
  if (await previewOf("page", id)) {
    const read = await readPreviewPost("page", id, rawPage);
    if (!read) return null;
    const page = toPage(read.raw, mappingContext(), previewProblems);
    return read.published ? page : { ...page, path: previewPath(page.language, "page", id) };
  }
  const raw = await unlessNotFound(
    wordpress().get(`wp/v2/pages/${id}`, rawPage, { tags: [pageTags.all, pageTags.one(id)] }),
    null,
  );
  return raw && toPage(raw, mappingContext());
});

/** A fixed page (home, life, …) in a language: the configured id, or its translation. */
export async function getFixedPage(name: FixedPage, language: Language): Promise<Page | null> {
  const id = fixedPageIds()[name];
  const page = await getPageById(id);
  if (!page || language === defaultLanguage || page.language === language) return page;
  const translated = page.translations[language];
  return translated ? getPageById(translated) : null;
}

/** The contact page's path in a language (PAGE_ID_CONTACT's page or its translation), from the route table; null when it has none. */
export async function getContactPath(language: Language): Promise<string | null> {
  const route = (await cachedRouteTable()).byId("page", contactSettings().pageId);
  return route?.translations[language] ?? null;
}
