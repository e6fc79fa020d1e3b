// The smallest values of the app's content, carried by blocks, pages, events and the site's options
// alike (lib/wordpress/types.ts hands them on to components). They import nothing: the blocks read
// them without going through the page types that list the blocks.
export interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Link {
  label: string;
  /** A site path (`/vivre`), or an absolute URL for other sites and CMS media. */
  href: string;
  external: boolean;
  newTab: boolean;
}
