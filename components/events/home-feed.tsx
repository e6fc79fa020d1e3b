import NextLink from "next/link";
import type { Language } from "@/config/site.ts";
import { selectFeatured } from "@/lib/events/select.ts";
import { t } from "@/lib/i18n/messages.ts";
import { getEvents } from "@/lib/wordpress/events.ts";
import { getFixedPage } from "@/lib/wordpress/pages.ts";
import { EventGroup } from "./event-group.tsx";
import styles from "./home-feed.module.css";

/** How many upcoming events and news items the home page shows. */
const count = 3;

/**
 * The home page's upcoming events and latest news, after its content, with a link to the whole
 * list. A kind with nothing to show is left out; with neither, no section at all.
 */
export async function HomeFeed({ language }: { language: Language }) {
  const text = t(language).events;
  const [events, list] = await Promise.all([getEvents(language), getFixedPage("now", language).catch(() => null)]);
  const now = new Date();
  const upcoming = selectFeatured(events, "event", count, now);
  const news = selectFeatured(events, "news", count, now);
  if (upcoming.length === 0 && news.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-feed-title">
      <div className="container">
        <div className="section-head">
          <h2 id="home-feed-title" className={styles.title}>
            {text.homeFeed}
          </h2>
          {list ? (
            <NextLink prefetch={false} href={list.path} className={styles.link}>
              {text.backToList}
              <span aria-hidden="true"> →</span>
            </NextLink>
          ) : null}
        </div>
        <EventGroup id="home-feed-upcoming" title={text.upcoming} events={upcoming} language={language} />
        <EventGroup id="home-feed-news" title={text.latestNews} events={news} language={language} />
      </div>
    </section>
  );
}
