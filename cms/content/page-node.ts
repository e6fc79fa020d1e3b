// One page of the tree and its translations: the shape cms/content/pages.ts (and the showcase
// page, cms/content/showcase.ts) writes and cms/content/build.ts turns into WordPress posts.
import type { Block } from "./blocks.ts";
import type { Kit } from "./kit.ts";
import type { MediaName } from "./media.ts";

export interface PageVariant {
  id: number;
  slug: string;
  /** raw title, texturized into title.rendered */
  title: string;
  /** plain text, becomes excerpt.rendered and the Yoast description */
  excerpt: string;
  /** ACF flexible content; absent: the page has no ACF fields (acf: []) */
  blocks?: (k: Kit) => Block[];
  /** content.rendered; absent: made from the blocks' text */
  content?: (k: Kit) => string;
}

export interface PageNode {
  /** share image (og:image); defaults to the site's share image */
  image?: MediaName;
  fr?: PageVariant;
  en?: PageVariant;
  children?: PageNode[];
}
