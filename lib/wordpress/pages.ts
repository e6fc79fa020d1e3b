// Pages: the fixed pages by id, every page of a language (for path resolution and the sitemap).
import { cache } from "react";
import { fixedPageIds } from "../../config/env.ts";
import { type FixedPage, type Language, defaultLanguage } from "../../config/site.ts";
import { decodePath } from "../site-paths.ts";
import { wordpress } from "./client.ts";
import { mappingContext } from "./context.ts";
import { isNotFound } from "./errors.ts";
import { toPage, toPageSummary } from "./mappers.ts";
import { pageSummaryFields, rawPage, rawPageSummary } from "./schemas.ts";
import { pageTags } from "./tags.ts";
import type { Page, PageSummary } from "./types.ts";

/** One page by id, or null when WordPress has none. */
export const getPageById = cache(async (id: number): Promise<Page | null> => {
  try {
    const raw = await wordpress().get(`wp/v2/pages/${id}`, rawPage, { tags: [pageTags.all, pageTags.one(id)] });
    return toPage(raw, mappingContext());
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});

/** Every page of a language (all of them, past 100), with what path resolution needs. */
export const getPageSummaries = cache(async (language: Language): Promise<PageSummary[]> => {
  const raws = await wordpress().getAll("wp/v2/pages", rawPageSummary, {
    searchParams: { lang: language, _fields: pageSummaryFields.join(",") },
    tags: [pageTags.all],
  });
  const context = mappingContext();
  return raws.map((raw) => toPageSummary(raw, context)).filter((page) => page.language === language);
});

/** The page whose WordPress link is this site path in this language, or null. */
export async function getPageByPath(language: Language, path: string): Promise<Page | null> {
  const summaries = await getPageSummaries(language);
  const wanted = decodePath(path);
  const match = summaries.find((page) => decodePath(page.path) === wanted);
  return match ? getPageById(match.id) : null;
}

/** A fixed page (home, life, …) in a language: the configured id, or its translation. */
export async function getFixedPage(name: FixedPage, language: Language): Promise<Page | null> {
  const id = fixedPageIds()[name];
  const page = await getPageById(id);
  if (!page || language === defaultLanguage || page.language === language) return page;
  const translated = page.translations[language];
  return translated ? getPageById(translated) : null;
}

/** The site path of each translation of a page (languages without one are absent). */
export async function translationPaths(page: Page): Promise<Partial<Record<Language, string>>> {
  const entries = await Promise.all(
    Object.entries(page.translations)
      .filter(([language]) => language !== page.language)
      .map(async ([language, id]) => [language, (await getPageById(id).catch(() => null))?.path] as const),
  );
  return Object.fromEntries(entries.filter(([, path]) => path !== undefined));
}
