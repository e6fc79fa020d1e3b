// schema.org `BreadcrumbList` for a page's breadcrumb, as JSON-LD.
import type { Crumb } from "../wordpress/types.ts";

export function breadcrumbStructuredData(crumbs: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      // A level without an address is named only (schema.org allows it; Google reads the last one so).
      ...(crumb.href === null ? {} : { item: new URL(crumb.href, siteUrl).href }),
    })),
  };
}
