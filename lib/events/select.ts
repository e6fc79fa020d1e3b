// What the featured_news and duo_news blocks show, chosen from a language's events.
import { byNewest, byStart, isUpcoming } from "./filters.ts";
import type { EventSummary } from "./types.ts";

export type FeaturedKind = "news" | "event" | "all";

/**
 * The latest news, the next upcoming events, or both ("all": upcoming events first, then news),
 * at most `count` items.
 */
export function selectFeatured(
  events: readonly EventSummary[],
  kind: FeaturedKind,
  count: number,
  now: Date,
): EventSummary[] {
  const upcoming = kind === "news" ? [] : events.filter((event) => isUpcoming(event, now)).sort(byStart);
  const news = kind === "event" ? [] : events.filter((event) => event.kind === "news").sort(byNewest);
  return [...upcoming, ...news].slice(0, Math.max(0, count));
}

/**
 * Two items: the chosen ones (ids, in order; past events and unknown ids skipped), completed with
 * the latest news and the next event.
 */
export function selectDuo(events: readonly EventSummary[], ids: readonly number[], now: Date): EventSummary[] {
  const listable = (event: EventSummary) => event.kind === "news" || isUpcoming(event, now);
  const chosen: EventSummary[] = [];
  for (const id of ids) {
    const event = events.find((candidate) => candidate.id === id);
    if (event && listable(event) && !chosen.includes(event)) chosen.push(event);
  }
  // Complete with the kind that is missing first (a news item and an event make a duo), then anything.
  const latest = selectFeatured(events, "news", 3, now);
  const next = selectFeatured(events, "event", 3, now);
  const candidates = [
    ...(chosen.some((event) => event.kind === "news") ? [] : latest.slice(0, 1)),
    ...(chosen.some((event) => event.kind === "event") ? [] : next.slice(0, 1)),
    ...latest,
    ...next,
  ];
  for (const event of candidates) if (chosen.length < 2 && !chosen.includes(event)) chosen.push(event);
  return chosen.slice(0, 2);
}
