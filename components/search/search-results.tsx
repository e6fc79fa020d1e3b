import NextLink from "next/link";
import { Fragment, type ReactNode } from "react";
import { eventTimeZone, type Language } from "@/config/site.ts";
import { eventDateText, eventDateTime, eventTimeText } from "@/lib/events/format.ts";
import { toZonedIso } from "@/lib/events/time.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";
import type { Highlighted, SearchHit } from "@/lib/search/types.ts";
import styles from "./search.module.css";

/** Text with the matched words in `<mark>`: every piece is text (React escapes it), never markup. */
function Marked({ pieces }: { pieces: Highlighted[] }) {
  return pieces.map((piece, index) =>
    piece.mark ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
  );
}

function When({ hit, language }: { hit: SearchHit; language: Language }) {
  if (hit.start) {
    const event = { start: hit.start, end: hit.end ?? null, published: hit.start, allDay: hit.allDay };
    const time = eventTimeText(event, language);
    return (
      <time dateTime={eventDateTime(hit.start, event)}>
        {eventDateText(event, language)}
        {time ? `, ${time}` : ""}
      </time>
    );
  }
  if (hit.published)
    return (
      <time dateTime={toZonedIso(new Date(hit.published), eventTimeZone)}>
        {eventDateText({ start: null, end: null, published: hit.published }, language)}
      </time>
    );
  return null;
}

/**
 * The results of a query: kind, date and place, the title (the link) and an excerpt, matched words
 * marked. `note`: a line of the result's own (the offline search says whether its page is saved);
 * `documentLinks`: plain links, each a new document (offline, where a client navigation has no payload to fetch).
 */
export function SearchResults({
  hits,
  language,
  note,
  documentLinks = false,
}: {
  hits: SearchHit[];
  language: Language;
  note?: (hit: SearchHit) => ReactNode;
  documentLinks?: boolean;
}) {
  const text = searchMessages[language];
  if (!hits.length) return null;
  return (
    <ol className={styles.results}>
      {hits.map((hit) => {
        const external = /^https?:/.test(hit.href);
        const aside = note?.(hit);
        const title = <Marked pieces={hit.title} />;
        return (
          <li key={hit.id} className={styles.result}>
            <article>
              <p className={styles.meta}>
                <span className={styles.kind} data-kind={hit.kind}>
                  {text.kinds[hit.kind]}
                </span>
                {hit.start || hit.published ? <When hit={hit} language={language} /> : null}
                {hit.place ? (
                  <span>
                    <span className="visually-hidden">{text.place}</span>
                    {hit.place}
                  </span>
                ) : null}
                {aside ? <span className={styles.note}>{aside}</span> : null}
              </p>
              <h2 className={styles.title}>
                {external ? (
                  <a href={hit.href} rel="noopener noreferrer">
                    {title}
                  </a>
                ) : documentLinks ? (
                  <a href={hit.href}>{title}</a>
                ) : (
                  <NextLink href={hit.href} prefetch={false}>
                    {title}
                  </NextLink>
                )}
              </h2>
              {hit.excerpt.length ? (
                <p className={styles.excerpt}>
                  <Marked pieces={hit.excerpt} />
                </p>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** What the status line says of an answer: how many results, for what. */
export function SearchStatus({
  language,
  query,
  total,
  shown,
}: {
  language: Language;
  query: string;
  total: number;
  shown: number;
}) {
  const text = searchMessages[language];
  const [open, close] = [text.quoteOpen, text.quoteClose];
  return (
    <>
      {text.results(total)}
      {total > shown ? text.shown(shown) : ""}
      {text.forQuery}
      {open}
      <span className={styles.query}>{query}</span>
      {close}
    </>
  );
}
