import type { Language } from "@/config/site.ts";
import { selectFeatured } from "@/lib/events/select.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { getEvents } from "@/lib/wordpress/events.ts";
import { ArrowLink } from "../content/arrow-link.tsx";
import { EventCard } from "../events/event-card.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./featured-news.module.css";

/** The latest news (or next events): the first one large, the others beside it. */
export async function FeaturedNews({ block, language }: { block: BlockOf<"featured_news">; language: Language }) {
  const items = selectFeatured(await getEvents(language), block.kind, block.count, new Date());
  if (items.length === 0) return null;
  const [first, ...rest] = items;
  const headingId = `${block.key}-title`;
  return (
    <BlockSection block={block} surface="pale" aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.head}>
          <div className={styles.intro}>
            <h2 id={headingId} className={styles.title}>
              {block.title}
            </h2>
            {block.intro ? <p className={styles.text}>{block.intro}</p> : null}
          </div>
          {block.link ? <ArrowLink link={block.link} className={styles.link} /> : null}
        </div>
        <ul className={styles.grid}>
          {first ? (
            <li className={styles.lead}>
              <EventCard
                event={first}
                language={language}
                size="large"
                sizes="(min-width: 1440px) 780px, (min-width: 1008px) 55vw, 92vw"
              />
            </li>
          ) : null}
          {rest.map((event) => (
            <li key={event.id}>
              <EventCard event={event} language={language} />
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
