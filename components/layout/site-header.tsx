import NextLink from "next/link";
import type { ReactNode } from "react";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { mainNavigation } from "@/lib/navigation/main-navigation.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import type { Link } from "@/lib/wordpress/types.ts";
import { LinkList } from "../content/link-list.tsx";
import { MenuSearch } from "../search/menu-search.tsx";
import { SearchLink } from "../search/search-link.tsx";
import { HeaderFrame } from "./header-frame.tsx";
import { MenuDisclosure } from "./menu-disclosure.tsx";
import styles from "./site-header.module.css";

interface Props {
  language: Language;
  siteName: string;
  menu: Link[];
  /** The contact page: the navigation offers it after the menu's links (unless the menu has it). */
  contactPath: string | null;
  /** The language switch for the current page (rendered by the route, which knows the path). */
  languageSwitch: ReactNode;
}

export function SiteHeader({ language, siteName, menu, contactPath, languageSwitch }: Props) {
  const text = t(language);
  const links = (items: Link[], className?: string) => (
    <LinkList
      links={items}
      className={className ? `${styles.links} ${className}` : styles.links}
      linkClassName={styles.link}
      newTabLabel={text.opensInNewTab}
    />
  );
  // The contact page closes the navigation, on every screen.
  const items = mainNavigation(menu, contactPath ? { label: text.contactLink, href: contactPath } : null);
  return (
    <HeaderFrame className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <NextLink
          href={homePath(language)}
          prefetch={false}
          className={styles.brand}
          aria-label={text.homeOf(siteName)}
        >
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.name}>{siteName}</span>
        </NextLink>
        {/* One navigation landmark: its list in the bar on wide screens, behind the menu button on
            small ones (CSS shows one of the two). An empty menu (reported by lib/wordpress/options.ts)
            still offers the contact page. */}
        {items.length > 0 ? (
          <nav aria-label={text.mainNavigation} className={styles.nav}>
            {links(items, styles.barLinks)}
            <MenuDisclosure
              panelId="site-menu"
              className={styles.mobileMenu}
              buttonClassName={styles.menuButton}
              button={
                // Both labels are there; the CSS shows the one for the state (open or not), so the
                // button says what it does next, also without JavaScript.
                <>
                  <span className={styles.burger} aria-hidden="true" />
                  <span className={styles.openLabel}>{text.menu}</span>
                  <span className={styles.closeLabel}>{text.closeMenu}</span>
                </>
              }
            >
              <div id="site-menu" className={styles.mobileNav}>
                <MenuSearch language={language} />
                {links(items)}
              </div>
            </MenuDisclosure>
          </nav>
        ) : null}
        <div className={styles.tools}>
          <SearchLink language={language} inMenu={items.length > 0} />
          {languageSwitch}
        </div>
      </div>
    </HeaderFrame>
  );
}
