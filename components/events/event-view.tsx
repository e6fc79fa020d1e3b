import { CmsImage } from "@/components/content/cms-image.tsx";
import NextLink from "next/link";
import { eventTimeZone } from "@/config/site.ts";
import { eventDateText, eventDateTime, eventTimeText } from "@/lib/events/format.ts";
import { toZonedIso } from "@/lib/events/time.ts";
import type { EventDetail } from "@/lib/events/types.ts";
import { t } from "@/lib/i18n/messages.ts";
import { JsonLd } from "../content/json-ld.tsx";
import { RichText } from "../content/rich-text.tsx";
import { ArrowLink } from "../content/arrow-link.tsx";
import { CalendarIcon } from "./calendar-icon.tsx";
import { KindBadge } from "./kind-badge.tsx";
import styles from "./event-view.module.css";

interface Props {
  event: EventDetail;
  /** The news and events page: the way back to the list. */
  listPath: string;
  structuredData: Record<string, unknown>;
  /** The event's calendar file (`/event-{slug}.ics`), or undefined when it has none (a preview). */
  calendarPath?: string;
}

/**
 * An event (date and hours, place and address, field, registration, "Add to calendar") or a news
 * item (an article), with its content.
 */
export function EventView({ event, listPath, structuredData, calendarPath }: Props) {
  const messages = t(event.language);
  const text = messages.events;
  const isEvent = event.kind === "event" && event.start !== null;
  const dateTime = event.start
    ? eventDateTime(event.start, event)
    : toZonedIso(new Date(event.published), eventTimeZone);
  const back = (
    <NextLink prefetch={false} href={listPath} className={styles.back}>
      <span aria-hidden="true">←</span>
      {text.backToList}
    </NextLink>
  );

  return (
    <article className={isEvent ? styles.event : styles.news}>
      <JsonLd data={structuredData} />
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          {back}
          <KindBadge kind={event.kind} language={event.language} as="p" className={styles.badge} />
          <h1 className={styles.title}>{event.title}</h1>
          {isEvent ? null : (
            <p className={styles.byline}>
              {text.published} <time dateTime={dateTime}>{eventDateText(event, event.language)}</time>
              {event.place || event.field ? (
                <span className={styles.bylineMeta}> · {[event.place, event.field].filter(Boolean).join(" · ")}</span>
              ) : null}
            </p>
          )}
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        {isEvent ? <EventFacts event={event} dateTime={dateTime} calendarPath={calendarPath} /> : null}
        <div className={styles.main}>
          {event.image ? (
            <div className={styles.media}>
              <CmsImage
                image={event.image}
                sizes={
                  isEvent
                    ? "(min-width: 1440px) 860px, (min-width: 1008px) 60vw, 100vw"
                    : "(min-width: 1440px) 1000px, (min-width: 1008px) 70vw, 100vw"
                }
                priority
              />
            </div>
          ) : null}
          <RichText html={event.contentHtml} className={styles.content} />
          <footer className={styles.footer}>{back}</footer>
        </div>
      </div>
    </article>
  );
}

/** An event's facts beside its content: when, where, its field, how to register and add it to a calendar. */
function EventFacts({ event, dateTime, calendarPath }: Pick<Props, "event" | "calendarPath"> & { dateTime: string }) {
  const messages = t(event.language);
  const text = messages.events;
  const time = eventTimeText(event, event.language);
  return (
    <aside className={styles.facts} aria-label={text.eventItem}>
      <dl className={styles.factList}>
        <div className={styles.fact}>
          <dt>{text.when}</dt>
          <dd>
            <time dateTime={dateTime}>{eventDateText(event, event.language)}</time>
            {time ? <span className={styles.time}>{time}</span> : null}
          </dd>
        </div>
        {event.place || event.address.length ? (
          <div className={styles.fact}>
            <dt>{text.where}</dt>
            <dd>
              {event.place}
              {event.address.length ? (
                <span className={styles.address}>
                  {event.address.map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        {event.field ? (
          <div className={styles.fact}>
            <dt>{text.field}</dt>
            <dd>{event.field}</dd>
          </div>
        ) : null}
      </dl>
      {event.registration || calendarPath ? (
        <div className={styles.actions}>
          {event.registration ? (
            <ArrowLink link={event.registration} className={styles.register} newTabLabel={messages.opensInNewTab} />
          ) : null}
          {calendarPath ? (
            // A file a calendar app opens (an iCalendar file): a plain link, no client navigation.
            <a href={calendarPath} className={styles.calendar} type="text/calendar">
              <CalendarIcon />
              <span>
                {text.addToCalendar} <span className={styles.fileKind}>({text.calendarFile})</span>
              </span>
            </a>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
