// The documents site search indexes (lib/search/), read from WordPress through the shared client
// and its data cache, kept until an edit (`wordpressUntilEdited`): every page, event, news item
// and member organisation of each language, as plain text. Read once per content version by the
// search index route (app/api/search-index), never per query.
//
// - A page's text is its content (`content.rendered`); a page whose content is empty (ACF blocks
//   only, as on most WordPress sites built for this one) gets the text of its blocks' fields.
// - An event or a news item: its content, else its excerpt; with its date and place.
// - A society has no page of its own: it leads to the page of its language showing the member
//   organisations (a `societies` or `members-list` block; of several, the one with the fewest
//   blocks), else to its website.
import { cache } from "react";
import { languages, searchLimits, type Language } from "../../config/site.ts";
import type { SearchDocument, SearchDocuments } from "../search/types.ts";
import { stripQuery } from "../site-paths.ts";
import type { BlockContext } from "./blocks/define.ts";
import { wordpressUntilEdited, type WordPressClient } from "./client.ts";
import { inLanguage, mappingContext } from "./context.ts";
import { readEventPosts, toEventSummary } from "./events.ts";
import { cutText } from "./html.ts";
import { languageOf } from "./links.ts";
import { rawPage, rawSociety, societyFields, type RawPage, type RawPost } from "./schemas.ts";
import { toSociety } from "./societies.ts";
import { pageTags, societiesTag } from "./tags.ts";
import { WordPressError } from "./errors.ts";
import { timeSlicer } from "../server/time-slices.ts";

const pageFields = "id,link,lang,title,content,excerpt,acf";
/** Layouts that list the member organisations: a society's result leads to the page showing one. */
const societyLayouts = new Set(["societies", "members-list"]);

export interface RawSearchContent {
  pages: RawPage[];
  events: RawPost[];
  societies: Array<Pick<RawPost, "id" | "link" | "title" | "excerpt" | "acf" | "lang">>;
}

/** The strings of a block's fields that are text for a reader: not addresses, layouts, images or numbers. */
function blockStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (!/^(?:https?:|mailto:|tel:|#|\/)/i.test(value.trim())) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) blockStrings(item, out);
  } else if (typeof value === "object" && value !== null) {
    // An image (ACF's array) is no text; nor are a flexible content's layout names.
    if ("mime_type" in value || "sizes" in value) return out;
    for (const [key, item] of Object.entries(value)) if (key !== "acf_fc_layout") blockStrings(item, out);
  }
  return out;
}

function layoutsOf(page: RawPage): string[] {
  const blocks = page.acf["blocks"];
  return Array.isArray(blocks)
    ? blocks.flatMap((block: unknown) =>
        typeof block === "object" &&
        block !== null &&
        typeof (block as { acf_fc_layout?: unknown }).acf_fc_layout === "string"
          ? [(block as { acf_fc_layout: string }).acf_fc_layout]
          : [],
      )
    : [];
}

/** An event's or a news item's document, and the language it is in. */
function eventDocument(
  raw: RawPost,
  context: BlockContext,
  text: (html: string) => string,
): { language: Language; document: SearchDocument } {
  const event = toEventSummary(raw, context);
  return {
    language: event.language,
    document: {
      id: `${event.kind}:${event.id}`,
      kind: event.kind,
      href: event.path,
      title: event.title,
      text: text(raw.content?.rendered ?? "") || event.excerpt,
      ...(event.kind === "event"
        ? {
            start: event.start ?? undefined,
            end: event.end ?? undefined,
            allDay: event.allDay,
            place: event.place || undefined,
          }
        : { published: event.published }),
    },
  };
}

/**
 * The search documents of one language from what WordPress gave for it. Thousands of items made
 * into text hold the server's thread for seconds: the work gives way between items every few
 * milliseconds (`pause`, lib/server/time-slices.ts), so the process answers its requests meanwhile.
 */
export async function buildSearchDocuments(
  language: Language,
  content: RawSearchContent,
  base: BlockContext,
  pause: () => Promise<void> | undefined = timeSlicer(),
): Promise<SearchDocument[]> {
  const context = inLanguage(base, language);
  const text = (html: string) => cutText(context.text(html), searchLimits.textChars);
  const documents: SearchDocument[] = [];
  // The page most about the members: of those listing them, the one with the fewest blocks (not a showcase of every block).
  let membersPage: { path: string; blocks: number } | undefined;
  for (const page of content.pages) {
    await pause();
    if (!page.link || !base.links.isCmsPage(page.link)) continue;
    const path = stripQuery(base.links.toSite(page.link));
    if (languageOf(page.lang, path) !== language) continue;
    const body = text(page.content?.rendered ?? "") || text(blockStrings(page.acf["blocks"]).join(" \n "));
    const layouts = layoutsOf(page);
    if (layouts.some((layout) => societyLayouts.has(layout)) && layouts.length < (membersPage?.blocks ?? Infinity))
      membersPage = { path, blocks: layouts.length };
    documents.push({
      id: `page:${page.id}`,
      kind: "page",
      href: path,
      title: context.text(page.title.rendered),
      text: body,
    });
  }
  for (const raw of content.events) {
    await pause();
    if (!raw.link || !base.links.isCmsPage(raw.link)) continue;
    const document = eventDocument(raw, context, text);
    if (document.language === language) documents.push(document.document);
  }
  for (const raw of content.societies) {
    await pause();
    const society = toSociety(raw, context);
    const href = membersPage?.path ?? society.website;
    if (society.language !== language || !href) continue;
    documents.push({
      id: `society:${society.id}`,
      kind: "society",
      href,
      title: society.name,
      text: [society.summary, society.field].filter(Boolean).join(" — "),
      place: society.place || undefined,
    });
  }
  return documents;
}

/** Reads the content of one language (pages, events with their content, societies). */
export async function readSearchContent(client: WordPressClient, language: Language): Promise<RawSearchContent> {
  const [pages, events, societies] = await Promise.all([
    client.getAll("wp/v2/pages", rawPage, {
      searchParams: { lang: language, _fields: pageFields },
      tags: [pageTags.all],
    }),
    readEventPosts(client, language),
    client
      .getAll("wp/v2/societies", rawSociety, {
        searchParams: { lang: language, _fields: societyFields.join(",") },
        tags: [societiesTag],
      })
      .catch((error: unknown) => {
        // No `societies` post type is no outage: no society results (as the societies block shows none).
        if (error instanceof WordPressError && !error.isUnavailable) return [];
        throw error;
      }),
  ]);
  return { pages, events, societies };
}

/**
 * Every language's documents, from the configured WordPress, through the data cache with no time
 * lifetime: rendered at build and by the edit pipeline after each webhook, never by time.
 */
export const getSearchDocuments = cache(async (): Promise<SearchDocuments> => {
  const client = wordpressUntilEdited();
  const entries = await Promise.all(
    languages.map(
      async (language) =>
        [
          language,
          await buildSearchDocuments(language, await readSearchContent(client, language), mappingContext()),
        ] as const,
    ),
  );
  return {
    readAt: new Date().toISOString(),
    languages: Object.fromEntries(entries) as Record<Language, SearchDocument[]>,
  };
});
