import Image from "next/image";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { SmartLink } from "../content/smart-link.tsx";
import styles from "./hero.module.css";

export function Hero({ block, isFirst }: { block: BlockOf<"hero">; isFirst: boolean }) {
  const Heading = isFirst ? "h1" : "h2";
  return (
    <section className={`on-dark ${styles.hero}`} data-block="hero" aria-labelledby={`${block.key}-title`}>
      {block.image ? (
        <Image
          className={styles.image}
          src={block.image.src}
          alt={block.image.alt}
          width={block.image.width}
          height={block.image.height}
          sizes="100vw"
          preload={isFirst}
          loading={isFirst ? "eager" : "lazy"}
          fetchPriority={isFirst ? "high" : "auto"}
        />
      ) : null}
      <div className={`container ${styles.content}`}>
        <Heading id={`${block.key}-title`} className={styles.title}>
          {block.title}
        </Heading>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        {block.links.length > 0 ? (
          <div className={styles.actions}>
            {block.links.map((link, index) => (
              <SmartLink key={link.href} link={link} className={index === 0 ? styles.primary : styles.secondary}>
                {link.label}
              </SmartLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
