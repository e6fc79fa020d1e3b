// What mapping needs from the configured WordPress: its link rewriter and the helpers blocks use.
// With a language, text and HTML come out typeset for it (lib/i18n/typography.ts).
import { env } from "../../config/env.ts";
import type { Language } from "../../config/site.ts";
import { typeset, typesetHtml } from "../i18n/typography.ts";
import type { BlockContext } from "./blocks/define.ts";
import { sanitizeContent, toText } from "./html.ts";
import { createLinkRewriter, type LinkRewriter } from "./links.ts";

export function createBlockContext(links: LinkRewriter, language?: Language): BlockContext {
  if (!language) return { links, html: (value) => sanitizeContent(value, links), text: toText };
  return {
    links,
    language,
    html: (value) => typesetHtml(sanitizeContent(value, links), language),
    text: (value) => typeset(toText(value), language),
  };
}

/** The same WordPress's context for content in a language (its typography). */
export function inLanguage(context: BlockContext, language: Language): BlockContext {
  return context.language === language ? context : createBlockContext(context.links, language);
}

const shared = new Map<Language | undefined, BlockContext>();

/** The mapping context for the configured WordPress, for content in a language when given. */
export function mappingContext(language?: Language): BlockContext {
  let context = shared.get(language);
  if (!context) {
    context = createBlockContext(createLinkRewriter(env().wordpressUrl), language);
    shared.set(language, context);
  }
  return context;
}
