import type { Language } from "@/config/site.ts";
import type { EventSummary } from "@/lib/events/types.ts";
import { t } from "@/lib/i18n/messages.ts";
import styles from "./kind-badge.module.css";

/** "Événement" or "Actualité": the kind of a news item or event, as a pill (a card's, an item page's). */
export function KindBadge({
  kind,
  language,
  as: Element = "span",
  className,
}: {
  kind: EventSummary["kind"];
  language: Language;
  as?: "span" | "p";
  className?: string;
}) {
  const text = t(language).events;
  return (
    <Element className={`${styles.badge} ${kind === "event" ? styles.event : styles.news} ${className ?? ""}`}>
      {kind === "event" ? text.eventItem : text.newsItem}
    </Element>
  );
}
