import NextLink from "next/link";
import type { ReactNode } from "react";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import type { Link } from "@/lib/wordpress/types.ts";
import { SmartLink } from "../content/smart-link.tsx";
import { HeaderFrame } from "./header-frame.tsx";
import { MenuDisclosure } from "./menu-disclosure.tsx";
import styles from "./site-header.module.css";

interface Props {
  language: Language;
  siteName: string;
  menu: Link[];
  /** The language switch for the current page (rendered by the route, which knows the path). */
  languageSwitch: ReactNode;
}

export function SiteHeader({ language, siteName, menu, languageSwitch }: Props) {
  const text = t(language);
  const nav = (
    <ul className={styles.links}>
      {menu.map((link) => (
        <li key={link.href}>
          <SmartLink link={link} className={styles.link} newTabLabel={text.opensInNewTab}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  return (
    <HeaderFrame className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <NextLink href={homePath(language)} prefetch={false} className={styles.brand} aria-label={text.homeOf(siteName)}>
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.name}>{siteName}</span>
        </NextLink>
        {/* An empty menu (reported by lib/wordpress/options.ts) shows no navigation and no menu button. */}
        {menu.length > 0 ? (
          <nav aria-label={text.mainNavigation} className={styles.desktopNav}>
            {nav}
          </nav>
        ) : null}
        <div className={styles.tools}>
          {languageSwitch}
          {menu.length > 0 ? (
            <MenuDisclosure
              panelId="site-menu"
              className={styles.mobileMenu}
              buttonClassName={styles.menuButton}
              button={
                <>
                  <span className={styles.burger} aria-hidden="true" />
                  {text.menu}
                </>
              }
            >
              <nav id="site-menu" aria-label={text.mainNavigation} className={styles.mobileNav}>
                {nav}
              </nav>
            </MenuDisclosure>
          ) : null}
        </div>
      </div>
    </HeaderFrame>
  );
}
