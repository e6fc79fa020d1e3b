import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { ScrollDock } from "../islands.tsx";
import { networkNames, SocialIcon } from "./parts/social-icon.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./sticky-social.module.css";

type Props = { block: BlockOf<"sticky_social"> | BlockOf<"sticky-social">; language: Language };

/** One block under two layout names: `data-block` says which one the page used. */
export function StickySocial({ block, language }: Props) {
  const text = blockText(language);
  const titleId = `${block.key}-title`;
  const links = block.networks.map((item) => ({ ...item, name: networkNames[item.network] }));
  return (
    <BlockSection
      block={block}
      space="none"
      className={styles.section}
      id={block.key}
      data-dock="side"
      aria-labelledby={titleId}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {block.title}
          </h2>
          {block.text ? <p className={styles.lead}>{block.text}</p> : null}
        </div>
        <ul className={styles.list}>
          {links.map((item) => (
            <li key={item.url}>
              <a
                href={item.url}
                className={styles.link}
                rel={item.network === "email" ? undefined : "noopener noreferrer"}
              >
                <span className={styles.icon}>
                  <SocialIcon network={item.network} />
                </span>
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <ScrollDock anchorId={block.key} label={block.title} placement="side">
        <ul className={styles.rail}>
          {links.map((item) => (
            <li key={item.url}>
              <a
                href={item.url}
                className={styles.railLink}
                rel={item.network === "email" ? undefined : "noopener noreferrer"}
                title={item.name}
              >
                <SocialIcon network={item.network} size={18} />
                <span className="visually-hidden">{item.name}</span>
              </a>
            </li>
          ))}
          <li>
            <a href="#main" className={styles.railLink} title={text.backToTop}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M6 14l6-6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.25"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="visually-hidden">{text.backToTop}</span>
            </a>
          </li>
        </ul>
      </ScrollDock>
    </BlockSection>
  );
}
