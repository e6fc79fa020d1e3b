// Events, news and societies as the app sees them: no WordPress field name here.
import type { Language } from "../../config/site.ts";
import type { Image, Link } from "../wordpress/values.ts";

/** An event has a start (and an end); a news item only a publication date. */
export type EventKind = "event" | "news";

export interface EventSummary {
  id: number;
  language: Language;
  kind: EventKind;
  /** Site path: `/event-{slug}` or `/en/event-{slug}`. */
  path: string;
  title: string;
  excerpt: string;
  /** Publication instant (ISO 8601, UTC). */
  published: string;
  /** Start and end instants (ISO 8601, UTC) of an event; null for news. */
  start: string | null;
  end: string | null;
  /** True when WordPress gives the start as a day without a time (ACF's date picker, `20240522`): shown and described without hours. */
  allDay?: boolean;
  /** Place and field of study as WordPress names them in this language; "" when not set. */
  place: string;
  field: string;
  image: Image | null;
  registration: Link | null;
  translations: Partial<Record<Language, number>>;
}

export interface EventDetail extends EventSummary {
  /** Sanitised, link-rewritten HTML. */
  contentHtml: string;
  modified: string | undefined;
  seo: Record<string, unknown> | undefined;
}

export interface Society {
  id: number;
  language: Language;
  name: string;
  summary: string;
  logo: Image | null;
  /** The organisation's own website (absolute URL), or null. */
  website: string | null;
  place: string;
  field: string;
  /** Number of people (students, staff) the member counts, or null. */
  members: number | null;
}
