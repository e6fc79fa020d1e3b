// Member organisations (`GET /wp/v2/societies`, custom post type `societies`): every one of a
// language, fetched once per render (React cache) and kept in Next's data cache, tagged.
import { cache } from "react";
import { type z } from "zod";
import { defaultLanguage, isLanguage, languageTags, type Language } from "../../config/site.ts";
import type { Society } from "../events/types.ts";
import { toImage } from "./acf.ts";
import type { BlockContext } from "./blocks/define.ts";
import { wordpress } from "./client.ts";
import { mappingContext } from "./context.ts";
import { societyAcf } from "./post-fields.ts";
import { WordPressError } from "./errors.ts";
import { toTitle } from "./html.ts";
import { rawSociety, societyFields, type RawPost } from "./schemas.ts";
import { societiesTag } from "./tags.ts";

export function toSociety(
  raw: Pick<RawPost, "id" | "link" | "title" | "excerpt" | "acf" | "lang">,
  context: BlockContext,
): Society {
  const { links, text } = context;
  const acf = societyAcf.parse(raw.acf);
  const website = acf.website.trim();
  const path = links.toSite(raw.link);
  const first = path.split("/")[1];
  return {
    id: raw.id,
    language: isLanguage(raw.lang) ? raw.lang : isLanguage(first) ? first : defaultLanguage,
    name: toTitle(raw.title.rendered),
    summary: text(raw.excerpt?.rendered ?? ""),
    logo: toImage(acf.logo, links),
    website: /^https?:\/\/[^\s]+$/i.test(website) ? website : null,
    place: text(acf.place),
    field: text(acf.field),
    members: acf.members ?? null,
  };
}

/** Every member organisation of a language, sorted by name for that language. */
export const getSocieties = cache(async (language: Language): Promise<Society[]> => {
  let raws: Array<z.output<typeof rawSociety>>;
  try {
    raws = await wordpress().getAll("wp/v2/societies", rawSociety, {
      searchParams: { lang: language, _fields: societyFields.join(",") },
      tags: [societiesTag],
    });
  } catch (error) {
    if (!(error instanceof WordPressError) || error.isUnavailable) throw error;
    console.warn(`[societies] societies of "${language}" unavailable (${error.message}); showing none`);
    raws = [];
  }
  const context = mappingContext(language);
  const collator = new Intl.Collator(languageTags[language]);
  return raws
    .map((raw) => toSociety(raw, context))
    .filter((society) => society.language === language)
    .sort((a, b) => collator.compare(a.name, b.name));
});
