// Image addresses from WordPress (ACF image fields, society logos). next/image resizes the files
// of WordPress's media library, and only those (next.config.ts builds `images.remotePatterns`
// from `mediaPattern` below). Any other string an image field can hold would break the page or
// the image: a site path with a query (`/?attachment_id=611`, the `link` of an attachment)
// makes next/image throw, so the whole page answers 500; another host, `data:`, a relative
// address or one longer than a request the site takes would show a broken image. Such an image
// is refused here: the field reads as empty, and the reason is recorded once (acf.ts).
import { contentLimits } from "../../config/site.ts";

/** Where WordPress keeps its media library, under its own address. */
export const uploadsFolder = "/wp-content/uploads/";

/** next/image's `remotePatterns` entry for the media library of the WordPress at `wordpressUrl`. */
export function mediaPattern(wordpressUrl: string): {
  protocol: "http" | "https";
  hostname: string;
  port: string;
  pathname: string;
} {
  const cms = new URL(wordpressUrl);
  return {
    protocol: cms.protocol === "https:" ? "https" : "http",
    hostname: cms.hostname,
    port: cms.port,
    pathname: `${basePath(cms)}${uploadsFolder}**`,
  };
}

/** An image address the site shows (`src`), or why it does not (`refused`, in words for the operator). */
export type MediaAddress = { src: string } | { refused: string };

/**
 * An image address as WordPress gave it → an absolute address in WordPress's media library, as
 * next/image takes it (without a fragment, which never reaches a server), or why it is refused.
 * A root-relative or protocol-relative address naming the media library counts as one.
 */
export function toMediaAddress(url: string, wordpressUrl: string): MediaAddress {
  const cms = new URL(wordpressUrl);
  const library = `${cms.origin}${basePath(cms)}${uploadsFolder}`;
  const expected = `expected a file of WordPress's media library (${library}…)`;
  // Browsers drop tabs and newlines anywhere in an address, and spaces around it.
  const compact = url.replace(/[\t\n\r]/g, "").trim();
  if (!compact) return { refused: `an empty address; ${expected}` };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme && scheme !== "http" && scheme !== "https") return { refused: `a ${scheme}: address; ${expected}` };
  if (!scheme && !/^[\\/]/.test(compact)) return { refused: `a relative address; ${expected}` };
  let parsed: URL;
  try {
    parsed = new URL(compact, `${cms.origin}/`);
  } catch {
    return { refused: `not an address; ${expected}` };
  }
  if (parsed.username || parsed.password) return { refused: `an address with credentials; ${expected}` };
  if (parsed.origin !== cms.origin) return { refused: `an address on ${parsed.origin}, not WordPress's; ${expected}` };
  if (
    !parsed.pathname.startsWith(`${basePath(cms)}${uploadsFolder}`) ||
    parsed.pathname.length === `${basePath(cms)}${uploadsFolder}`.length
  ) {
    return {
      refused: `not a file of the media library (a page of WordPress, or its attachment page: choose the image's file); ${expected}`,
    };
  }
  parsed.hash = "";
  const src = parsed.href;
  if (src.length > contentLimits.mediaUrlChars)
    return {
      refused: `an address of ${src.length} characters, longer than the ${contentLimits.mediaUrlChars} the site takes; ${expected}`,
    };
  return { src };
}

/** True for an SVG file: browsers show it as it is (next/image does not resize vector images). */
export function isVectorImage(src: string): boolean {
  try {
    return /\.svg$/i.test(new URL(src).pathname);
  } catch {
    return false;
  }
}

/** WordPress installed in a sub-folder: its path, without a trailing slash (`""` at the root). */
function basePath(cms: URL): string {
  return cms.pathname.replace(/\/+$/, "");
}
