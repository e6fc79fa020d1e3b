// When the site may prefetch pages (SPEC.md §4): not on 2g, not when the visitor asked to save data.

/** What the Network Information API tells (absent in some browsers: then prefetching is fine). */
export interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function mayPrefetch(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/** The site paths worth prefetching among these link addresses: same origin, another page, each once. */
export function prefetchTargets(
  hrefs: readonly string[],
  location: { href: string; origin: string },
  limit: number,
): string[] {
  const current = new URL(location.href);
  const seen = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, location.href);
    } catch {
      continue;
    }
    if (url.origin !== location.origin || (url.pathname === current.pathname && url.search === current.search))
      continue;
    seen.add(url.pathname + url.search);
    if (seen.size >= limit) break;
  }
  return [...seen];
}
