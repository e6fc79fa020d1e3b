import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { ScrollDock } from "../islands.tsx";
import { networkNames, SocialIcon } from "./parts/social-icon.tsx";
import type { SocialNetwork } from "@/lib/wordpress/social-networks.ts";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./sticky-social.module.css";
import { StrokeIcon } from "./parts/stroke-icon.tsx";

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
        <SocialRail links={links} backToTop={text.backToTop} />
      </ScrollDock>
    </BlockSection>
  );
}

/** The docked rail: a mark for each network, and back to the top. */
function SocialRail({
  links,
  backToTop,
}: {
  links: Array<{ url: string; network: SocialNetwork; name: string }>;
  backToTop: string;
}) {
  return (
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
        <a href="#main" className={styles.railLink} title={backToTop}>
          <StrokeIcon path="M6 14l6-6 6 6" size={18} />
          <span className="visually-hidden">{backToTop}</span>
        </a>
      </li>
    </ul>
  );
}
