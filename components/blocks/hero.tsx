import type { CSSProperties } from "react";
import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { SmartLink } from "../content/smart-link.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./hero.module.css";

/**
 * The height of the hero's picture, on every screen: the box it covers is as wide as the screen
 * and this tall (the text may run below it, on navy), so the width it is painted at is known
 * and the file is chosen by it (`sizes`), not by the screen's width alone: on a phone the
 * picture covers a box taller than itself and is painted 2 to 3 times the screen's width.
 */
const imageHeight = "clamp(26rem, 70vh, 44rem)";

/** The `sizes` of a picture of `width` × `height` covering a box the width of the screen and `imageHeight` tall. */
export function heroImageSizes(width: number, height: number): string {
  const ratio = Math.round((width / height) * 1000) / 1000;
  return `max(100vw, calc(${imageHeight} * ${ratio}))`;
}

export function Hero({ block, isFirst }: { block: BlockOf<"hero">; isFirst: boolean }) {
  const Heading = isFirst ? "h1" : "h2";
  return (
    <BlockSection
      block={block}
      space="none"
      surface="dark"
      className={styles.hero}
      style={{ "--hero-image-height": imageHeight } as CSSProperties}
      aria-labelledby={`${block.key}-title`}
    >
      {block.image ? (
        <CmsImage
          image={block.image}
          sizes={heroImageSizes(block.image.width, block.image.height)}
          className={styles.image}
          priority={isFirst}
        />
      ) : null}
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
