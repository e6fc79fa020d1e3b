import type { ReactNode } from "react";
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
  const more = list.hasMore ? `${path}${filterQueryString({ ...state, page: state.page + 1 })}` : null;
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
          <FilteredEvents list={list} blockKey={block.key} language={language} clear={clear} more={more} />
          {subscribe ? <CalendarSubscribe id={`${block.key}-calendar`} links={subscribe} language={language} /> : null}
        </EventFilters>
      </div>
    </BlockSection>
  );
}

/** The events and news that pass the filters, or what to do when none does; a link to more. */
function FilteredEvents(props: {
  list: ReturnType<typeof filterEvents>;
  blockKey: string;
  language: Language;
  clear: ReactNode;
  /** The next page of results, if any. */
  more: string | null;
}) {
  const { list, blockKey, language, clear, more } = props;
  const text = t(language).events;
  if (list.total === 0)
    return (
      <div className={styles.empty}>
        <p>{text.empty}</p>
        {clear}
      </div>
    );
  return (
    <>
      <EventGroup id={`${blockKey}-upcoming`} title={text.upcoming} events={list.upcoming} language={language} />
      <EventGroup id={`${blockKey}-news`} title={text.latestNews} events={list.news} language={language} />
      {more ? (
        <NextLink prefetch={false} href={more} className={styles.more} scroll={false}>
          {text.showMore}
        </NextLink>
      ) : null}
    </>
  );
}

/** The agenda of these filters: to subscribe to in a calendar app, or to download. */
function CalendarSubscribe({
  id,
  links,
  language,
}: {
  id: string;
  links: { webcal: string; file: string };
  language: Language;
}) {
  const text = t(language).events;
  return (
    <aside className={styles.subscribe} aria-labelledby={id}>
      <h3 id={id} className={styles.subscribeTitle}>
        <CalendarIcon />
        {text.calendarTitle}
      </h3>
      <p className={styles.subscribeHint}>{text.subscribeHint}</p>
      <p className={styles.subscribeLinks}>
        <a href={links.webcal} className={styles.subscribeLink}>
          {text.subscribe}
        </a>
        <a href={links.file} className={styles.download} type="text/calendar">
          {text.downloadCalendar}
        </a>
      </p>
    </aside>
  );
}
