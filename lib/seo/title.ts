// A document's title: "<page> - <site name>", the pattern (and Yoast's default separator) of the
// titles WordPress gives its pages, used as well by every page the site titles itself (404,
// offline, error, 503 pages, pages without Yoast). Pure and free of server code: client
// components (the error views) use it too.

export const titleSeparator = " - ";

/** "<title> - <site name>"; the site's name alone when there is no title (a home). */
export function documentTitle(title: string, siteName: string): string {
  const name = siteName.trim();
  const page = title.trim();
  if (!page) return name;
  return name ? `${page}${titleSeparator}${name}` : page;
}
