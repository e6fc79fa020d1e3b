import { CmsImage } from "@/components/content/cms-image.tsx";
import type { Language } from "@/config/site.ts";
import { formatCount } from "@/lib/events/format.ts";
import type { Society } from "@/lib/events/types.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { getSocieties } from "@/lib/wordpress/societies.ts";
import { ArrowLink } from "../content/arrow-link.tsx";
import { BlockIntro } from "./parts/block-intro.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./societies.module.css";

/** The chosen member organisations (in the chosen order), or all of them. */
function pick(all: Society[], ids: number[]): Society[] {
  if (ids.length === 0) return all;
  return ids.map((id) => all.find((society) => society.id === id)).filter((society) => society !== undefined);
}

function initials(name: string): string {
  const words = name.split(/[\s’'-]+/).filter((word) => /^\p{Lu}/u.test(word));
  return (words.length > 0 ? words : [name])
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
}

/** A grid of member organisations: logo, name, place and field, each card a link to its website. */
export async function Societies({ block, language }: { block: BlockOf<"societies">; language: Language }) {
  const text = t(language).events;
  const items = pick(await getSocieties(language), block.ids);
  if (items.length === 0) return null;
  const headingId = `${block.key}-title`;
  return (
    <BlockSection block={block} surface="pale" aria-labelledby={headingId}>
      <div className="container">
        <BlockIntro id={headingId} title={block.title} html={block.html} className={styles.intro} />
        <ul className={styles.grid}>
          {items.map((society) => (
            <li key={society.id} className={styles.card}>
              <div className={styles.logo}>
                {society.logo ? (
                  <CmsImage image={society.logo} sizes="96px" decorative />
                ) : (
                  <span className={styles.monogram} aria-hidden="true">
                    {initials(society.name)}
                  </span>
                )}
              </div>
              <h3 className={styles.name}>
                {society.website ? (
                  <a href={society.website} className="stretched-link">
                    {society.name}
                  </a>
                ) : (
                  society.name
                )}
              </h3>
              <p className={styles.meta}>{[society.place, society.field].filter(Boolean).join(" · ")}</p>
              {society.members !== null ? (
                <p className={styles.members}>{text.members(formatCount(society.members, language))}</p>
              ) : null}
            </li>
          ))}
        </ul>
        {block.link ? <ArrowLink link={block.link} className={styles.more} /> : null}
      </div>
    </BlockSection>
  );
}
