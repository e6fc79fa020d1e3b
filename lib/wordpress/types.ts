// The app's own types: what components receive. No WordPress field name beyond this folder.
import type { Language } from "../../config/site.ts";
import type { Block } from "./blocks/index.ts";
import type { Link } from "./values.ts";

export type { Image, Link } from "./values.ts";

export interface PageSummary {
  id: number;
  language: Language;
  /** Canonical site path: `/`, `/vivre/se-deplacer`, `/en/life`. */
  path: string;
  title: string;
  parentId: number;
  modified: string | undefined;
  translations: Partial<Record<Language, number>>;
}

export interface Page extends PageSummary {
  blocks: Block[];
  /** Sanitised WordPress content, for pages built without blocks. */
  contentHtml: string;
  excerpt: string;
  seo: Record<string, unknown> | undefined;
}

export interface FooterColumn {
  title: string;
  links: Link[];
}

export interface SocialLink {
  network: string;
  url: string;
}

export interface SiteOptions {
  siteName: string;
  tagline: Partial<Record<Language, string>>;
  menu: Record<Language, Link[]>;
  footer: Record<Language, FooterColumn[]>;
  social: SocialLink[];
  address: Partial<Record<Language, string>>;
  contactFormIds: Partial<Record<Language, number>>;
}

/** One step of a breadcrumb: its title and site path (or address); null for a level WordPress gives no address (shown as text). */
export interface Crumb {
  label: string;
  href: string | null;
}
