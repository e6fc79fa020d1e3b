// Where the language switch leads from a site path: the translation of its page, or the other language's home.
import { languages, defaultLanguage, type Language } from "../../config/site.ts";
import { homePath } from "../routing/canonical.ts";
import { eventTranslationPaths, getEventByPath } from "./events.ts";
import { getPageByPath, translationPaths } from "./pages.ts";

export interface Alternate {
  language: Language;
  href: string;
  /** False when the page has no translation and the link leads to that language's home. */
  isTranslation: boolean;
}

export async function alternateFor(language: Language, path: string): Promise<Alternate> {
  const other = languages.find((candidate) => candidate !== language) ?? defaultLanguage;
  const fallback = { language: other, href: homePath(other), isTranslation: false };
  try {
    const page = await getPageByPath(language, path).catch(() => null);
    // Not a page: an event (`/event-{slug}`) leads to its translation too.
    const event = page ? null : await getEventByPath(language, path).catch(() => null);
    const href = page ? (await translationPaths(page))[other] : event ? (await eventTranslationPaths(event))[other] : undefined;
    return href ? { language: other, href, isTranslation: true } : fallback;
  } catch (error) {
    // The switch never takes the page down: without WordPress, it leads to the other home.
    console.warn(`[translations] no translation link for ${path} (${error instanceof Error ? error.message : String(error)})`);
    return fallback;
  }
}
