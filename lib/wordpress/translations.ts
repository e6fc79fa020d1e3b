// Where the language switch leads from a site path: the translation the route table holds for it,
// or the other language's home.
import { languages, defaultLanguage, type Language } from "../../config/site.ts";
import { homePath } from "../routing/canonical.ts";
import { cachedRouteTable } from "./live-route-table.ts";
import type { RouteTable } from "./route-table.ts";
import { warnUnlessOutage } from "./outage-log.ts";
import { markDegraded } from "./degraded.ts";

export interface Alternate {
  language: Language;
  href: string;
  /** False when the page has no translation and the link leads to that language's home. */
  isTranslation: boolean;
}

/** The switch's target from a path of this language, by the table; without a table, the other home. */
export function alternateIn(table: RouteTable | null, language: Language, path: string): Alternate {
  const other = languages.find((candidate) => candidate !== language) ?? defaultLanguage;
  const href = table?.find(language, path)?.translations[other];
  return href
    ? { language: other, href, isTranslation: true }
    : { language: other, href: homePath(other), isTranslation: false };
}

export async function alternateFor(language: Language, path: string): Promise<Alternate> {
  try {
    return alternateIn(await cachedRouteTable(), language, path);
  } catch (error) {
    // The switch never takes the page down: without WordPress, it leads to the other home.
    markDegraded("language-switch", error);
    warnUnlessOutage(
      `[translations] no translation link for ${path} (${error instanceof Error ? error.message : String(error)})`,
      error,
    );
    return alternateIn(null, language, path);
  }
}
