// What search knows of the site's content and what it answers: plain data, no WordPress field
// name (lib/wordpress/search-documents.ts makes the documents), shared by the server and the
// search box in the browser (components/search/).
import type { Language } from "../../config/site.ts";

export type SearchKind = "page" | "event" | "news" | "society";

/** One thing a visitor may find: a page, an event, a news item or a member organisation. */
export interface SearchDocument {
  /** Unique in its language: `page:163`, `event:1004`, `society:1301`. */
  id: string;
  kind: SearchKind;
  /** Where the result leads: a site path, or (a society without a page listing it) its own website. */
  href: string;
  title: string;
  /** The text searched and quoted (plain text, bounded). */
  text: string;
  /** An event's start and end (ISO 8601), and whether it is a day without hours. */
  start?: string;
  end?: string;
  allDay?: boolean;
  /** A news item's publication instant (ISO 8601). */
  published?: string;
  /** An event's or a society's place, as WordPress names it. */
  place?: string;
}

/** Every language's documents, as the search index route serves them (app/api/search-index). */
export interface SearchDocuments {
  /** When these documents were read (ISO 8601). */
  readAt: string;
  languages: Record<Language, SearchDocument[]>;
}

/** A piece of text, marked when it is a word the query matched. */
export interface Highlighted {
  text: string;
  mark?: true;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  href: string;
  title: Highlighted[];
  excerpt: Highlighted[];
  start?: string;
  end?: string;
  allDay?: boolean;
  published?: string;
  place?: string;
}

/** What a query gives: the best hits, how many there are in all, and whether the query had words that count. */
export interface SearchAnswer {
  query: string;
  total: number;
  hits: SearchHit[];
  /** False when the query has nothing to search once the words without meaning are left out ("le", "the"). */
  searchable: boolean;
}
