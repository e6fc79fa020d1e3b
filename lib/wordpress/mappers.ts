// Raw WordPress objects → the app's types.
import { contentLimits, languages } from "../../config/site.ts";
import { stripQuery } from "../site-paths.ts";
import type { BlockContext } from "./blocks/define.ts";
import { readBlocks } from "./blocks/index.ts";
import { contentProblems, versionOf, type ContentProblems } from "./content-problems.ts";
import { inLanguage } from "./context.ts";
import { cutText } from "./html.ts";
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
    title: cutText(context.text(raw.title.rendered), contentLimits.titleChars),
    parentId: raw.parent,
    modified: raw.modified_gmt,
    translations: Object.fromEntries(
      languages
        .filter((language) => raw.translations[language])
        .map((language) => [language, raw.translations[language]]),
    ),
  };
}

/** A page; what is wrong in its blocks is recorded once per version of the page (its modified date, else a hash of its blocks). */
export function toPage(raw: RawPage, base: BlockContext, problems: ContentProblems = contentProblems()): Page {
  const summary = toPageSummary(raw, base);
  const context = inLanguage(base, summary.language);
  const blocks = readBlocks(raw.acf["blocks"], context);
  problems.record(
    `page ${raw.id} (${summary.path})`,
    raw.modified_gmt ?? versionOf(raw.acf["blocks"]),
    blocks.problems,
  );
  return {
    ...summary,
    blocks: blocks.blocks,
    contentHtml: context.html(raw.content?.rendered ?? ""),
    excerpt: context.text(raw.excerpt?.rendered ?? ""),
    seo: raw.yoast_head_json,
  };
}
