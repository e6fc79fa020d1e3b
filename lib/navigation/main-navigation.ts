// The site's main navigation, one list wherever it shows (the header's bar and menu, the 404
// page's sections), and one name per page: the breadcrumb calls a page the way the menu does.
import type { Crumb, Link } from "../wordpress/types.ts";

/** `/vivre/` and `/vivre` are one page; absolute addresses are compared as they are. */
function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
  return trim(a) === trim(b);
}

/** The menu's links, then the contact page (`contact`), unless the menu has it already. */
export function mainNavigation(menu: readonly Link[], contact: { label: string; href: string } | null): Link[] {
  if (!contact || menu.some((link) => samePath(link.href, contact.href))) return [...menu];
  return [...menu, { label: contact.label, href: contact.href, external: false, newTab: false }];
}

/** The crumbs, each page the menu links to named as the menu names it ("L’écosystème", not its longer title). */
export function crumbsNamedAsMenu(crumbs: readonly Crumb[], menu: readonly Link[]): Crumb[] {
  return crumbs.map((crumb) => {
    const href = crumb.href;
    const item = href === null ? undefined : menu.find((link) => !link.external && samePath(link.href, href));
    return item && item.label ? { ...crumb, label: item.label } : crumb;
  });
}
