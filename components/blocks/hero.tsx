import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { SmartLink } from "../content/smart-link.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./hero.module.css";

export function Hero({ block, isFirst }: { block: BlockOf<"hero">; isFirst: boolean }) {
  const Heading = isFirst ? "h1" : "h2";
  return (
    <BlockSection
      block={block}
      space="none"
      surface="dark"
      className={styles.hero}
      aria-labelledby={`${block.key}-title`}
    >
      {block.image ? <CmsImage image={block.image} sizes="100vw" className={styles.image} priority={isFirst} /> : null}
      <div className={`container ${styles.content}`}>
        <Heading id={`${block.key}-title`} className={styles.title}>
          {block.title}
        </Heading>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.links.length > 0 ? (
          <div className="button-row">
            {block.links.map((link, index) => (
              <SmartLink key={link.href} link={link} className={index === 0 ? styles.primary : styles.secondary}>
                {link.label}
              </SmartLink>
            ))}
          </div>
        ) : null}
      </div>
    </BlockSection>
  );
}
