import type { Language } from "@/config/site.ts";
import { selectDuo } from "@/lib/events/select.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { getEvents } from "@/lib/wordpress/events.ts";
import { ArrowLink } from "../content/arrow-link.tsx";
import { EventCard } from "../events/event-card.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./duo-news.module.css";

/** Two items side by side: the chosen ones, else the latest news and the next event. */
export async function DuoNews({ block, language }: { block: BlockOf<"duo_news">; language: Language }) {
  const items = selectDuo(await getEvents(language), block.ids, new Date());
  if (items.length === 0) return null;
  const headingId = `${block.key}-title`;
  return (
    <BlockSection block={block} surface="dark" className={styles.section} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {block.title}
          </h2>
          {block.link ? <ArrowLink link={block.link} className={styles.link} /> : null}
        </div>
        <ul className={styles.grid}>
          {items.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                language={language}
                sizes="(min-width: 1440px) 560px, (min-width: 1008px) 40vw, (min-width: 768px) 46vw, 92vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
