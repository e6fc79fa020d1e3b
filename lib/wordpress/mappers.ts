// Raw WordPress objects → the app's types.
import { languages } from "../../config/site.ts";
import { stripQuery } from "../site-paths.ts";
import type { BlockContext } from "./blocks/define.ts";
import { inLanguage } from "./context.ts";
import { parseBlocks } from "./blocks/index.ts";
import { languageOf } from "./links.ts";
import type { RawPage } from "./schemas.ts";
import type { Page, PageSummary } from "./types.ts";

type SummaryInput = Pick<RawPage, "id" | "link" | "lang" | "translations" | "modified_gmt" | "parent" | "title">;

function toPageSummary(raw: SummaryInput, base: BlockContext): PageSummary {
  const path = stripQuery(base.links.toSite(raw.link));
  const language = languageOf(raw.lang, path);
  const context = inLanguage(base, language);
  return {
    id: raw.id,
    language,
    path,
    title: context.text(raw.title.rendered),
    parentId: raw.parent,
    modified: raw.modified_gmt,
    translations: Object.fromEntries(languages.filter((language) => raw.translations[language]).map((language) => [language, raw.translations[language]])),
  };
}

export function toPage(raw: RawPage, base: BlockContext): Page {
  const summary = toPageSummary(raw, base);
  const context = inLanguage(base, summary.language);
  return {
    ...summary,
    blocks: parseBlocks(raw.acf["blocks"], context, `page ${raw.id} (${summary.path})`),
    contentHtml: context.html(raw.content?.rendered ?? ""),
    excerpt: context.text(raw.excerpt?.rendered ?? ""),
    seo: raw.yoast_head_json,
  };
}
