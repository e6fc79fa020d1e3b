import NextLink from "next/link";
import type { Language } from "@/config/site.ts";
import {
  activeFilters,
  filterEvents,
  filterKeys,
  filterQueryString,
  isFiltered,
  parseFilterQuery,
  type SearchParams,
} from "@/lib/events/filters.ts";
import { env } from "@/config/env.ts";
import { t } from "@/lib/i18n/messages.ts";
import { agendaCalendarPath, webcalAddress } from "@/lib/routing/calendar-address.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { DegradedMark } from "@/components/layout/degraded-mark.tsx";
import { getEvents, getFilterOptions } from "@/lib/wordpress/events.ts";
import { RichText } from "../content/rich-text.tsx";
import { CalendarIcon } from "../events/calendar-icon.tsx";
import { EventGroup } from "../events/event-group.tsx";
import { EventFilters } from "../islands.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./custom-filters.module.css";

interface Props {
  block: BlockOf<"custom_filters">;
  language: Language;
  /** The page's path: the form submits there and the links keep to it. */
  path: string;
  /** The page's URL query; only this block reads it (so only pages holding it render per request). */
  query: Promise<SearchParams> | undefined;
}

/**
 * News and upcoming events, filtered by field of study, type and place through the URL query, and
 * the agenda of these filters to subscribe to in a calendar app (`webcal:`) or download (`.ics`).
 */
export async function CustomFilters({ block, language, path, query }: Props) {
  const text = t(language).events;
  const [events, options, params] = await Promise.all([
    getEvents(language),
    getFilterOptions(language),
    query ?? Promise.resolve({}),
  ]);
  const state = parseFilterQuery(params, options);
  const list = filterEvents(events, state, new Date());
  const filtered = isFiltered(state);
  const labels = { filiere: text.fieldLabel, type: text.typeLabel, place: text.placeLabel };
  const headingId = `${block.key}-title`;
  // The agenda's calendar file for these filters (no events with the type news: no calendar).
  const calendar = `${agendaCalendarPath(language)}${filterQueryString({ ...state, page: 1 })}`;
  const subscribe = state.type === "news" ? null : { webcal: webcalAddress(calendar, env().siteUrl), file: calendar };
  const clear = (
    <NextLink prefetch={false} href={path} className={styles.clear} scroll={false}>
      {text.clear}
    </NextLink>
  );

  return (
    <BlockSection block={block} aria-labelledby={headingId}>
      <DegradedMark />
      <div className="container">
        <div className={styles.intro}>
          <h2 id={headingId} className={block.title ? styles.title : "visually-hidden"}>
            {block.title || text.filters}
          </h2>
          <RichText html={block.html} className={styles.text} />
        </div>
        <EventFilters
          id={`${block.key}-filters`}
          action={path}
          label={text.filters}
          applyLabel={text.apply}
          toggleLabel={text.toggle(activeFilters(state))}
          fields={filterKeys.map((name) => ({ name, label: labels[name], value: state[name], options: options[name] }))}
          aside={filtered ? clear : null}
        >
          <p className={styles.count} role="status">
            {text.results(list.total)}
          </p>
          {list.total === 0 ? (
            <div className={styles.empty}>
              <p>{text.empty}</p>
              {clear}
            </div>
          ) : (
            <>
              <EventGroup
                id={`${block.key}-upcoming`}
                title={text.upcoming}
                events={list.upcoming}
                language={language}
              />
              <EventGroup id={`${block.key}-news`} title={text.latestNews} events={list.news} language={language} />
              {list.hasMore ? (
                <NextLink
                  prefetch={false}
                  href={`${path}${filterQueryString({ ...state, page: state.page + 1 })}`}
                  className={styles.more}
                  scroll={false}
                >
                  {text.showMore}
                </NextLink>
              ) : null}
            </>
          )}
          {subscribe ? (
            <aside className={styles.subscribe} aria-labelledby={`${block.key}-calendar`}>
              <h3 id={`${block.key}-calendar`} className={styles.subscribeTitle}>
                <CalendarIcon />
                {text.calendarTitle}
              </h3>
              <p className={styles.subscribeHint}>{text.subscribeHint}</p>
              <p className={styles.subscribeLinks}>
                <a href={subscribe.webcal} className={styles.subscribeLink}>
                  {text.subscribe}
                </a>
                <a href={subscribe.file} className={styles.download} type="text/calendar">
                  {text.downloadCalendar}
                </a>
              </p>
            </aside>
          ) : null}
        </EventFilters>
      </div>
    </BlockSection>
  );
}
