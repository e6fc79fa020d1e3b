// Which link clicks the site handles itself (client navigation), as Next's <Link> decides.

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

interface LocationLike {
  href: string;
  origin: string;
}

/**
 * True when a click on this link starts a navigation to another page of this site in the same
 * tab: a plain left click, same origin, another path or query (a change of hash alone is a
 * scroll, not a navigation).
 */
export function isClientNavigation(event: ClickLike, anchor: AnchorLike, location: LocationLike): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (!anchor.href || anchor.hasAttribute("download")) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  const current = new URL(location.href);
  return url.pathname !== current.pathname || url.search !== current.search;
}

/** True when a click on this link only moves to an anchor of the page being shown. */
export function isSamePageHash(anchor: AnchorLike, location: LocationLike): boolean {
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  const current = new URL(location.href);
  return (
    url.origin === current.origin &&
    url.pathname === current.pathname &&
    url.search === current.search &&
    url.hash.length > 1
  );
}
