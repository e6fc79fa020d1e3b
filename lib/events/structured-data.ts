// schema.org data for an event page (`Event`) or a news page (`NewsArticle`), as JSON-LD.
import { eventTimeZone, languageTags } from "../../config/site.ts";
import { t } from "../i18n/messages.ts";
import { eventDateTime } from "./format.ts";
import { toZonedIso } from "./time.ts";
import type { EventDetail } from "./types.ts";

function absolute(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl).href;
}

export function eventStructuredData(event: EventDetail, siteUrl: string): Record<string, unknown> {
  const url = absolute(event.path, siteUrl);
  const image = event.image ? [absolute(event.image.src, siteUrl)] : undefined;
  const inLanguage = languageTags[event.language];
  if (event.kind === "news" || !event.start) {
    return {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: event.title,
      description: event.excerpt || undefined,
      datePublished: toZonedIso(new Date(event.published), eventTimeZone),
      dateModified: event.modified ? toZonedIso(new Date(event.modified), eventTimeZone) : undefined,
      image,
      url,
      mainEntityOfPage: url,
      inLanguage,
    };
  }
  const online = event.place.toLocaleLowerCase() === t(event.language).events.onlinePlace.toLocaleLowerCase();
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.excerpt || undefined,
    // A day (`2024-05-22`) for an event without hours, not its midnight.
    startDate: eventDateTime(event.start, event),
    endDate: event.end ? eventDateTime(event.end, event) : undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: event.registration?.href ?? url }
      : event.place || event.address.length
        ? {
            "@type": "Place",
            // The venue (the address's first line) and its street address, else the city alone.
            name: event.address[0] ?? event.place,
            address: {
              "@type": "PostalAddress",
              streetAddress: event.address.length > 1 ? event.address.slice(1).join(", ") : undefined,
              addressLocality: event.place || undefined,
              addressCountry: "FR",
            },
          }
        : undefined,
    image,
    url,
    inLanguage,
    ...(event.registration
      ? {
          offers: {
            "@type": "Offer",
            url: event.registration.href,
            price: 0,
            priceCurrency: "EUR",
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
