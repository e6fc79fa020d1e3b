import { CmsImage } from "@/components/content/cms-image.tsx";
import NextLink from "next/link";
import { eventTimeZone, type Language } from "@/config/site.ts";
import { eventDateText, eventDateTime, eventTimeText } from "@/lib/events/format.ts";
import { toZonedIso } from "@/lib/events/time.ts";
import type { EventSummary } from "@/lib/events/types.ts";
import styles from "./event-card.module.css";
import { ItemTile } from "./item-tile.tsx";
import { KindBadge } from "./kind-badge.tsx";

interface Props {
  event: EventSummary;
  language: Language;
  /** The level of the card's title under the section's heading. */
  headingLevel?: 3 | 4;
  /** A large card (the first of a featured list) takes more room and loads its image sooner. */
  size?: "large" | "normal";
  sizes?: string;
}

/** The side of the square thumbnail of a card on a phone (event-card.module.css), in CSS pixels. */
const phoneThumbnail = 104;

/**
 * The `sizes` of a card's picture: on a phone, a square thumbnail it covers (painted wider than
 * the square when the picture is wider than tall); above, as `sizes` says.
 */
function cardImageSizes(image: { width: number; height: number }, size: Props["size"], sizes: string): string {
  if (size === "large") return sizes;
  const painted = Math.ceil(phoneThumbnail * Math.max(image.width / image.height, image.height / image.width));
  return `(max-width: 576px) ${painted}px, ${sizes}`;
}

/** One news item or event: image, kind and date, title (the link), place and field. */
export function EventCard({ event, language, headingLevel = 3, size = "normal", sizes }: Props) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const dateTime = event.start
    ? eventDateTime(event.start, event)
    : toZonedIso(new Date(event.published), eventTimeZone);
  const time = eventTimeText(event, language);
  const details = [event.place, event.field].filter(Boolean);
  return (
    <article className={`${styles.card} ${size === "large" ? styles.large : ""}`}>
      <div className={styles.media}>
        {event.image ? (
          <CmsImage
            image={event.image}
            sizes={cardImageSizes(
              event.image,
              size,
              sizes ?? "(min-width: 1440px) 440px, (min-width: 1008px) 30vw, (min-width: 768px) 46vw, 92vw",
            )}
          />
        ) : (
          <ItemTile item={event} />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <NextLink prefetch={false} href={event.path} className="stretched-link">
            {event.title}
          </NextLink>
        </Heading>
        <p className={styles.meta}>
          <KindBadge kind={event.kind} language={language} />{" "}
          <time dateTime={dateTime}>
            {eventDateText(event, language, "short")}
            {time ? ` · ${time}` : ""}
          </time>
        </p>
        {details.length > 0 ? <p className={styles.details}>{details.join(" · ")}</p> : null}
        {size === "large" && event.excerpt ? <p className={styles.excerpt}>{event.excerpt}</p> : null}
      </div>
    </article>
  );
}
