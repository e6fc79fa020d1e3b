import NextLink from "next/link";
import type { ReactNode } from "react";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import type { Link } from "@/lib/wordpress/types.ts";
import { SmartLink } from "../content/smart-link.tsx";
import { MenuSearch } from "../search/menu-search.tsx";
import { SearchLink } from "../search/search-link.tsx";
import { HeaderFrame } from "./header-frame.tsx";
import { MenuDisclosure } from "./menu-disclosure.tsx";
import styles from "./site-header.module.css";

interface Props {
  language: Language;
  siteName: string;
  menu: Link[];
  /** The contact page: the small-screen menu offers it after the menu's links (unless the menu has it). */
  contactPath: string | null;
  /** The language switch for the current page (rendered by the route, which knows the path). */
  languageSwitch: ReactNode;
}

export function SiteHeader({ language, siteName, menu, contactPath, languageSwitch }: Props) {
  const text = t(language);
  const links = (items: Link[]) => (
    <ul className={styles.links}>
      {items.map((link) => (
        <li key={link.href}>
          <SmartLink link={link} className={styles.link} newTabLabel={text.opensInNewTab}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  // On a small screen the footer is far: the menu leads to the contact page too.
  const contact: Link | null =
    contactPath && !menu.some((link) => link.href === contactPath)
      ? { label: text.contactLink, href: contactPath, external: false, newTab: false }
      : null;
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
        {/* An empty menu (reported by lib/wordpress/options.ts) shows no navigation; the small-screen menu still offers the contact page. */}
        {menu.length > 0 ? (
          <nav aria-label={text.mainNavigation} className={styles.desktopNav}>
            {links(menu)}
          </nav>
        ) : null}
        <div className={styles.tools}>
          <SearchLink language={language} inMenu={menu.length > 0 || contact !== null} />
          {languageSwitch}
          {menu.length > 0 || contact ? (
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
              <nav id="site-menu" aria-label={text.mainNavigation} className={styles.mobileNav}>
                <MenuSearch language={language} />
                {links(contact ? [...menu, contact] : menu)}
              </nav>
            </MenuDisclosure>
          ) : null}
        </div>
      </div>
    </HeaderFrame>
  );
}
