// Anchors in WordPress content (an `id` or an `<a name>` an editor gives a heading, footnotes)
// become ids of the page, and browsers expose each id, and some names, as a global of the page
// (`window.x`): `<p id="__next_f">` would shadow the framework's own before it sets it, and the
// page's JavaScript would stop ("self.__next_f.push is not a function"). So every id and name
// from content carries a prefix no script's global has (a hyphen is not in an identifier), as
// GitHub does, and links to `#x` in content point at `#user-content-x`. An address with `#x`
// from elsewhere still finds the anchor: the scroll manager looks for the prefixed id too.

export const contentAnchorPrefix = "user-content-";

/** Longest id or name kept from content (a longer one is no anchor an editor wrote by hand). */
const maxAnchorChars = 200;

/**
 * An id or name from content → the one the page carries (`intro` → `user-content-intro`;
 * already prefixed: unchanged), or undefined when there is none (empty, or too long).
 * White space is no part of an id (HTML): it is dropped.
 */
export function toContentAnchor(value: string): string | undefined {
  const anchor = value.replace(/[\t\n\f\r ]+/g, "");
  if (!anchor || anchor.length > maxAnchorChars) return undefined;
  return anchor.startsWith(contentAnchorPrefix) ? anchor : `${contentAnchorPrefix}${anchor}`;
}

/**
 * A link in content to an anchor of the same page (`#intro`) → to the content's anchor
 * (`#user-content-intro`); any other address unchanged. `#` alone and `#top` (the top of the
 * page, for browsers) stay.
 */
export function toContentFragment(href: string): string {
  if (!href.startsWith("#")) return href;
  const fragment = href.slice(1);
  if (!fragment || fragment.toLowerCase() === "top") return href;
  const anchor = toContentAnchor(fragment);
  return anchor ? `#${anchor}` : href;
}

/** The ids a `#fragment` may name on a page: the fragment as given, then the content's anchor of that name. */
export function anchorCandidates(fragment: string): string[] {
  if (!fragment) return [];
  const content = toContentAnchor(fragment);
  return content && content !== fragment ? [fragment, content] : [fragment];
}
