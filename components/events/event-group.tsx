import type { Language } from "@/config/site.ts";
import type { EventSummary } from "@/lib/events/types.ts";
import { EventCard } from "./event-card.tsx";
import styles from "./event-group.module.css";

/** A titled grid of news or event cards (h3, cards h4); nothing at all when there is none. */
export function EventGroup({
  id,
  title,
  events,
  language,
}: {
  id: string;
  title: string;
  events: readonly EventSummary[];
  language: Language;
}) {
  if (events.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title}
      </h3>
      <ul className={styles.grid}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} language={language} headingLevel={4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
