// Content HTML from WordPress, made safe and local: an allowlist sanitiser (sanitize-html) that
// also rewrites CMS links to site paths and defers images. Every other CMS string is text.
import { decode } from "html-entities";
import sanitizeHtml from "sanitize-html";
import { contentLimits } from "../../config/site.ts";
import { toContentAnchor, toContentFragment } from "../content-anchors.ts";
import { embedHosts } from "../security/embeds.ts";
import type { LinkRewriter } from "./links.ts";

/** Hosts whose embeds (iframes) may appear in content (the CSP's frame-src allows the same). */
export { embedHosts };

const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "h1"),
  "img",
  "figure",
  "figcaption",
  "picture",
  "source",
  "iframe",
  "del",
  "ins",
  "sub",
  "sup",
];

/**
 * The classes content keeps: WordPress's own (its blocks, alignments, sizes, colours). Any other
 * class is dropped, so content never takes the site's styles (`card`, `visually-hidden`, …).
 */
const contentClasses = ["wp-*", "has-*", "is-*", "align*", "size-*", "attachment-*", "screen-reader-text"];

/**
 * An element's attributes with its `id` and `name` made the content's own anchors (a prefix no
 * global of the page has: lib/content-anchors.ts), or dropped when they name none.
 */
function withContentAnchors(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const next = { ...attribs };
  for (const name of ["id", "name"]) {
    const value = next[name];
    if (value === undefined) continue;
    const anchor = toContentAnchor(value);
    if (anchor) next[name] = anchor;
    else delete next[name];
  }
  return next;
}

export function sanitizeContent(html: string, links: LinkRewriter): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      // `id` and `name` (an anchor, on links only) carry the content's prefix (withContentAnchors).
      "*": ["class", "id", "lang", "dir"],
      a: ["href", "name", "title", "target", "rel", "hreflang"],
      img: ["src", "srcset", "sizes", "alt", "width", "height", "title", "loading", "decoding"],
      source: ["srcset", "sizes", "media", "type"],
      iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading"],
      ol: ["start", "reversed", "type"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan", "scope"],
    },
    allowedClasses: { "*": contentClasses },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"], source: ["http", "https"], iframe: ["https"] },
    allowedIframeHostnames: [...embedHosts],
    allowProtocolRelative: false,
    // An iframe whose address was refused (another host, javascript:, srcdoc) would be an empty box.
    exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs["src"],
    transformTags: {
      // Every element, after its own transform below.
      "*": (tagName, attribs) => ({ tagName, attribs: withContentAnchors(attribs) }),
      // The page has its own h1 (the title); content headings start below it.
      h1: "h2",
      a: (tagName, attribs) => {
        const next = { ...attribs };
        if (next.href) next.href = toContentFragment(links.toSite(next.href));
        if (next.target === "_blank") next.rel = "noopener noreferrer";
        else delete next.target;
        return { tagName, attribs: next };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src ? { src: links.toSite(attribs.src) } : {}),
          loading: "lazy",
          decoding: "async",
        },
      }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    },
  });
}

/** The end of a block of text (`</p>`, `</li>`, `<br>`…): its words are not the next block's. */
const blockEnd =
  /<\/(?:p|div|li|dt|dd|h[1-6]|blockquote|figcaption|td|th|tr|section|article|header|footer|aside|pre)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

/** A CMS string that may hold markup or entities (`L&#8217;écosystème &amp; ses acteurs`) → plain text. */
export function toText(html: string, maxChars: number = contentLimits.textChars): string {
  // A space after each block's end, so that `<p>Étudier</p><p>Vivre</p>` reads "Étudier Vivre".
  const stripped = sanitizeHtml(html.replace(blockEnd, "$& "), { allowedTags: [], allowedAttributes: {} });
  // Collapses ordinary white space only: no-break spaces (French "120 000", "Vivre :") stay.
  const text = decode(stripped)
    .replace(/[ \t\n\r\f\v]+/g, " ")
    .trim();
  return cutText(text, maxChars);
}

/** A title from WordPress as plain text, at most contentLimits.titleChars long. */
export function toTitle(html: string): string {
  return toText(html, contentLimits.titleChars);
}

/** `text` if at most `maxChars` long, else cut at the last space before it, with an ellipsis. */
export function cutText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > maxChars / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}
