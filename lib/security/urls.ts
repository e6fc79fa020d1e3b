// Addresses that come from the CMS (menus, buttons) end up in href attributes: only schemes that
// cannot run code are kept. Image addresses are checked against the media library
// (lib/wordpress/media.ts).

const safeLinkSchemes = new Set(["http", "https", "mailto", "tel"]);

/** The scheme of a URL the way a browser reads it (it drops ASCII whitespace and control characters first), or null for a relative address. */
function schemeOf(url: string): string | null {
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase() ?? null;
}

/** True for http(s), mailto and tel links and for relative ones; false for javascript:, data:, vbscript: and the like. */
export function isSafeHref(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || safeLinkSchemes.has(scheme);
}

/**
 * True for a protocol-relative address (`//host/path`): another host, in the page's scheme.
 * Browsers read a backslash as a slash there (`/\host`, `\\host`) and drop tabs and newlines.
 */
export function isProtocolRelative(url: string): boolean {
  return /^[\\/]{2}/.test(url.replace(/[\t\n\r]/g, "").trimStart());
}
