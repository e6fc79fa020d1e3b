// A degraded copy: a page rendered while WordPress failed to answer one of its parts (the
// breadcrumb, the site's options, the events' filters, the language switch), shown without it
// (lib/wordpress/degraded.ts marks it, components/layout/degraded-mark.tsx writes the mark into
// the page). It is served to the visitor who asked, and kept nowhere: not in Next's cache
// (the cache handlers skip it, so the last good copy stays), not by the page memory or a shared
// cache (the response guard sends it `no-store`), and the invalidation pipeline renders it again
// as it would a page WordPress could not serve. A copy is replaced only by a newer good copy.

/** The attribute of the mark a degraded page carries (on an empty `<template>`). */
export const degradedAttribute = "data-degraded";

const mark = `<template ${degradedAttribute}=`;

/** Whether a rendered page (its HTML, or the router payload of a client navigation) is degraded. */
export function isDegradedCopy(body: string | Buffer): boolean {
  // The page's own markup, or the router payload's element (`{"data-degraded":…}`).
  const [inMarkup, inPayload] = [mark, `"${degradedAttribute}":`];
  return typeof body === "string"
    ? body.includes(inMarkup) || body.includes(inPayload)
    : body.includes(inMarkup) || body.includes(inPayload);
}

/** Whether a cache handler keeps this entry: any but a page rendered degraded. */
export function keepsCopy(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  const entry = value as { kind?: unknown; html?: unknown; rscData?: unknown };
  if (entry.kind !== "APP_PAGE") return true;
  if (typeof entry.html === "string" && isDegradedCopy(entry.html)) return false;
  return !(Buffer.isBuffer(entry.rscData) && isDegradedCopy(entry.rscData));
}
