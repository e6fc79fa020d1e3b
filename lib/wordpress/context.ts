// What mapping needs from the configured WordPress: its link rewriter and the helpers blocks use.
import { env } from "../../config/env.ts";
import type { BlockContext } from "./blocks/define.ts";
import { sanitizeContent, toText } from "./html.ts";
import { createLinkRewriter, type LinkRewriter } from "./links.ts";

export function createBlockContext(links: LinkRewriter): BlockContext {
  return { links, html: (value) => sanitizeContent(value, links), text: toText };
}

let shared: BlockContext | undefined;

/** The mapping context for the configured WordPress. */
export function mappingContext(): BlockContext {
  shared ??= createBlockContext(createLinkRewriter(env().wordpressUrl));
  return shared;
}
