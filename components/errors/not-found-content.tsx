import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { mainNavigation } from "@/lib/navigation/main-navigation.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import { NotFoundSearch } from "../search/not-found-search.tsx";
import type { Link } from "@/lib/wordpress/types.ts";
import { LinkList } from "../content/link-list.tsx";
import { StatusView } from "./status-view.tsx";
import styles from "./not-found-content.module.css";

interface Props {
  language: Language;
  /** The header menu's links, in this language. */
  menu: readonly Link[];
  /** The contact page of this language (null: none). */
  contactPath: string | null;
}

/** The 404 body: the message, once, what to do, a way home and the site's main sections (the header's navigation). */
export function NotFoundContent({ language, menu, contactPath }: Props) {
  const text = t(language);
  const sections = mainNavigation(menu, contactPath ? { label: text.contactLink, href: contactPath } : null);
  return (
    <StatusView
      status={404}
      title={text.notFoundMessage}
      help={text.notFoundHelp}
      homeHref={homePath(language)}
      homeLabel={text.backHome}
      more={
        sections.length > 0 ? (
          <div className={styles.sections}>
            <h2 id="not-found-sections" className={styles.heading}>
              {text.notFoundSections}
            </h2>
            <LinkList
              links={sections}
              className={styles.list}
              aria-labelledby="not-found-sections"
              linkClassName={styles.link}
              newTabLabel={text.opensInNewTab}
            />
          </div>
        ) : null
      }
    >
      <NotFoundSearch language={language} />
    </StatusView>
  );
}
