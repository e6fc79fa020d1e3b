import type { CSSProperties, ReactNode } from "react";
import type { Language } from "@/config/site.ts";
import { t, type Messages } from "@/lib/i18n/messages.ts";
import type { SocialNetwork } from "@/lib/wordpress/social-networks.ts";
import type { FooterColumn, SocialLink } from "@/lib/wordpress/types.ts";
import { ConsentSettings } from "../consent/consent-settings.tsx";
import { networkNames, SocialIcon } from "../blocks/parts/social-icon.tsx";
import { LinkList } from "../content/link-list.tsx";
import styles from "./site-footer.module.css";

interface Props {
  language: Language;
  siteName: string;
  tagline: string | undefined;
  columns: FooterColumn[];
  social: SocialLink[];
  address: string | undefined;
}

/** A network the site has a mark for (the same marks as the social links block). */
function isKnownNetwork(network: string): network is SocialNetwork {
  return Object.hasOwn(networkNames, network);
}

/** The social links: a mark for each network the site knows, else its name. */
function SocialLinks({ social, text }: { social: SocialLink[]; text: Messages }) {
  if (social.length === 0) return null;
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{text.followUs}</h2>
      <ul className={styles.socialList}>
        {social.map((item) => {
          const network = item.network;
          const known = isKnownNetwork(network);
          const name = known ? networkNames[network] : network;
          return (
            <li key={item.url}>
              <a
                href={item.url}
                className={known ? styles.socialIcon : styles.socialLink}
                aria-label={text.socialOn(name)}
                rel="noopener noreferrer"
              >
                {known ? <SocialIcon network={network} size={22} /> : <span aria-hidden="true">{name}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The footer's columns of links; the social links are one more column of the grid (on a phone, beside the last one). */
function FooterColumns({ columns, text, children }: { columns: FooterColumn[]; text: Messages; children: ReactNode }) {
  if (columns.length === 0) return children;
  return (
    <nav
      aria-label={text.footerNavigation}
      className={styles.columns}
      style={{ "--link-columns": columns.length } as CSSProperties}
    >
      {columns.map((column) => (
        <div key={column.title} className={styles.column}>
          <h2 className={styles.columnTitle}>{column.title}</h2>
          <LinkList
            links={column.links}
            className={styles.list}
            linkClassName={styles.link}
            newTabLabel={text.opensInNewTab}
          />
        </div>
      ))}
      {children}
    </nav>
  );
}

export function SiteFooter({ language, siteName, tagline, columns, social, address }: Props) {
  const text = t(language);
  return (
    <footer className={`on-dark ${styles.footer}`}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.identity}>
          <p className={styles.name}>{siteName}</p>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
          {address ? (
            <address className={styles.address}>
              <span className="visually-hidden">{text.addressLabel} </span>
              {address}
            </address>
          ) : null}
        </div>
        <FooterColumns columns={columns} text={text}>
          <SocialLinks social={social} text={text} />
        </FooterColumns>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {siteName}
        </p>
        <ConsentSettings language={language} />
      </div>
    </footer>
  );
}
