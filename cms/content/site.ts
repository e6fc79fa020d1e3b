// Site-wide constants of the demo WordPress and the shapes of what it serves.

import type { Json, JsonObject } from "../lib/json.ts";

/** Authored content writes absolute URLs with this placeholder; the server puts the CMS origin. */
export const ORIGIN = "{{origin}}";

export const SITE_NAME = "Confluence";
export const LANGS = ["fr", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "fr";
export const LOCALE: Record<Lang, string> = { fr: "fr_FR", en: "en_US" };
export const BCP47: Record<Lang, string> = { fr: "fr-FR", en: "en-US" };

export const TAGLINE: Record<Lang, string> = {
  fr: "La communauté des universités, écoles, laboratoires et entreprises d’Auvergne-Rhône-Alpes",
  en: "The community of universities, schools, laboratories and companies in Auvergne-Rhône-Alpes",
};

export const POST_TYPES = ["page", "events", "societies"] as const;
export type PostType = (typeof POST_TYPES)[number];

/** REST base of each post type: /wp/v2/{rest base}. */
export const REST_BASE: Record<PostType, string> = { page: "pages", events: "events", societies: "societies" };

/** Fixed ids the app relies on (SPEC.md). */
export const FIXED_PAGE_IDS = { home: 109, life: 163, study: 169, ecosystem: 308, invest: 173, now: 175 } as const;

/** Pages other content hangs from, per language: breadcrumbs of events and societies. */
export const ANCHOR_PAGES = {
  home: { fr: 109, en: 412 },
  now: { fr: 175, en: 422 },
  ecosystem: { fr: 308, en: 418 },
  members: { fr: 316, en: 462 },
} as const satisfies Record<string, Record<Lang, number>>;

/** Contact Form 7 forms: one per language. */
export const CONTACT_FORMS: Record<Lang, number> = { fr: 501, en: 502 };

/** "/en" for English, "" for the default language (Polylang hides the default language's code). */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? "" : `/${lang}`;
}

/** Absolute URL on the CMS host for a site path ("/vivre/" → "{{origin}}/vivre/"). */
export function abs(path: string): string {
  return `${ORIGIN}${path}`;
}

export type Rendered = { rendered: string };

/** The statuses the demo content uses: published, draft (never published) and pending review. */
export const POST_STATUSES = ["publish", "draft", "pending"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export type RenderedProtected = { rendered: string; protected: boolean };

/** A post as the REST API returns it (field order is the order WordPress sends). */
export type WpPost = {
  id: number;
  date: string;
  date_gmt: string;
  guid: Rendered;
  modified: string;
  modified_gmt: string;
  slug: string;
  status: PostStatus;
  type: PostType;
  link: string;
  title: Rendered;
  content: RenderedProtected;
  excerpt: RenderedProtected;
  author: number;
  featured_media: number;
  parent?: number;
  menu_order?: number;
  template: string;
  meta: Json[];
  acf: JsonObject | Json[];
  lang: Lang;
  translations: Partial<Record<Lang, number>>;
  yoast_head_json: JsonObject;
  _links: JsonObject;
};

/**
 * A revision or an autosave as WP_REST_Revisions_Controller returns it (view context), with the
 * `acf` field docs/wordpress/vitrine-preview.php registers on revisions. `parentType` is internal.
 */
export type WpRevision = {
  author: number;
  date: string;
  date_gmt: string;
  id: number;
  modified: string;
  modified_gmt: string;
  parent: number;
  /** "{parent}-revision-v1" or "{parent}-autosave-v1", as WordPress names them */
  slug: string;
  guid: Rendered;
  title: Rendered;
  content: Rendered;
  excerpt: Rendered;
  meta: Json[];
  acf: JsonObject | Json[];
  _links: JsonObject;
};

export interface StoredRevision {
  parentType: PostType;
  autosave: boolean;
  revision: WpRevision;
}

export interface Content {
  /** every status; the REST layer shows drafts and pending posts to the preview user only */
  pages: WpPost[];
  events: WpPost[];
  societies: WpPost[];
  /** revisions and autosaves of pages and events (never listed anonymously) */
  revisions: StoredRevision[];
  options: JsonObject;
}
