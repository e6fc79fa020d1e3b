import type { CSSProperties } from "react";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { SmartLink } from "../content/smart-link.tsx";
import { ScrollDock } from "../islands.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./floating-links.module.css";

export function FloatingLinks({ block }: { block: BlockOf<"floating_links"> }) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection
      block={block}
      space="none"
      surface="dark"
      className={styles.section}
      id={block.key}
      data-dock="bottom"
      aria-labelledby={titleId}
    >
      <div className={`container ${styles.inner}`}>
        <h2 id={titleId} className={styles.title}>
          {block.title}
        </h2>
        <ul className={styles.links}>
          {block.links.map((link) => (
            <li key={link.href}>
              <SmartLink link={link} className={styles.pill}>
                {link.label}
                <span aria-hidden="true" className={styles.arrow}>
                  →
                </span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
      <ScrollDock anchorId={block.key} label={block.title} placement="bottom">
        <div className={styles.bar}>
          <p className={styles.dockTitle} aria-hidden="true">
            {block.title}
          </p>
          <ul className={styles.dock}>
            {block.links.map((link) => (
              <li key={link.href} style={{ "--grow": link.label.length } as CSSProperties}>
                <SmartLink link={link} className={styles.dockLink}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </ScrollDock>
    </BlockSection>
  );
}
