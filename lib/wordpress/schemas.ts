// Raw WordPress REST shapes, lenient as real sites require: unknown fields pass, optional
// fields may be missing, ACF's `[]` for "no fields" becomes an empty object.
import { z } from "zod";

export const rendered = z.looseObject({ rendered: z.string().catch("") });

/** ACF answers `[]` (an empty PHP array) when a post has no fields. */
export const acfObject = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((value): Record<string, unknown> => (Array.isArray(value) ? {} : value))
  .catch({});

/** Polylang's `{"fr":109,"en":412}`; entries that are not post ids are dropped one by one. */
export const translations = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .transform((value): Record<string, number> => {
    if (Array.isArray(value)) return {};
    const ids = Object.entries(value).map(
      ([language, id]) => [language, typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id] as const,
    );
    return Object.fromEntries(
      ids.filter((entry): entry is readonly [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) > 0),
    );
  })
  .catch({});

/** Yoast's head as JSON; mapped to meta tags by lib/seo. */
export const yoastHead = z.record(z.string(), z.unknown()).optional().catch(undefined);

/** Fields every post type shares. */
export const rawPost = z.looseObject({
  id: z.number().int().positive(),
  slug: z.string().catch(""),
  link: z.string(),
  date_gmt: z.string().optional().catch(undefined),
  modified_gmt: z.string().optional().catch(undefined),
  title: rendered.catch({ rendered: "" }),
  content: rendered.optional().catch(undefined),
  excerpt: rendered.optional().catch(undefined),
  acf: acfObject.optional().transform((value) => value ?? {}),
  lang: z.string().optional().catch(undefined),
  translations: translations.optional().transform((value) => value ?? {}),
  yoast_head_json: yoastHead,
});
export type RawPost = z.output<typeof rawPost>;

export const rawPage = rawPost.extend({
  parent: z.number().int().catch(0).default(0),
  menu_order: z.number().int().catch(0).default(0),
});
export type RawPage = z.output<typeof rawPage>;

/**
 * What the route table reads of each page and event (lib/wordpress/route-table.ts), leniently: an
 * item without an id or a link is left out of the table, not an error for the whole list.
 */
export const rawRoute = z.looseObject({
  id: z.number().int().positive().catch(0),
  link: z.string().catch(""),
  lang: z.string().optional().catch(undefined),
  translations: translations.optional().transform((value) => value ?? {}),
  modified_gmt: z.string().optional().catch(undefined),
  date_gmt: z.string().optional().catch(undefined),
  // A page's title, only compared (route-table.ts, `routeChanges`): never shown from here.
  title: z
    .looseObject({ rendered: z.string() })
    .transform((title) => title.rendered)
    .optional()
    .catch(undefined),
  acf: z.looseObject({ place: z.unknown(), field: z.unknown() }).optional().catch(undefined),
});
export type RawRoute = z.output<typeof rawRoute>;

export const rawOptions = z.looseObject({ acf: acfObject.default({}) });

// Events and societies (custom post types `events` and `societies`): the shared post fields; their
// ACF fields are read leniently, field by field, in events.ts and societies.ts.
export const eventSummaryFields = [
  "id",
  "slug",
  "link",
  "date_gmt",
  "title",
  "excerpt",
  "acf",
  "lang",
  "translations",
] as const;
export const rawEventSummary = rawPost.pick({
  id: true,
  slug: true,
  link: true,
  date_gmt: true,
  title: true,
  excerpt: true,
  acf: true,
  lang: true,
  translations: true,
});
export const rawEvent = rawPost;
export const societyFields = ["id", "slug", "link", "title", "excerpt", "acf", "lang"] as const;
export const rawSociety = rawPost.pick({
  id: true,
  slug: true,
  link: true,
  title: true,
  excerpt: true,
  acf: true,
  lang: true,
});
/** An answer to `_fields=acf.place` (or `acf.field`): `{"acf":{"place":"Lyon"}}`, or `{"acf":[]}`. */
export const rawAcfOnly = z.looseObject({ acf: acfObject.optional().transform((value) => value ?? {}) });

/**
 * `GET /bakery/v1/breadcrumb{path}`: `[{title, url}]` from home down to the page; a level without
 * an address (`url` null, false, empty or absent) has `url: null`; malformed items are dropped one by one.
 */
export const rawBreadcrumb = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const url = z
      .union([z.string(), z.null(), z.literal(false)])
      .optional()
      .transform((value) => value || null);
    const parsed = z.looseObject({ title: z.string(), url }).safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);
