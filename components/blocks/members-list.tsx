import { languageTags, type Language } from "@/config/site.ts";
import { formatCount } from "@/lib/events/format.ts";
import type { Society } from "@/lib/events/types.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { getSocieties } from "@/lib/wordpress/societies.ts";
import { BlockIntro } from "./parts/block-intro.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./members-list.module.css";

function groups(societies: Society[], by: "field" | "place", language: Language): Array<[string, Society[]]> {
  const collator = new Intl.Collator(languageTags[language]);
  const map = new Map<string, Society[]>();
  for (const society of societies) {
    const key = society[by] || "—";
    map.set(key, [...(map.get(key) ?? []), society]);
  }
  return [...map.entries()].sort(([a], [b]) => collator.compare(a, b));
}

/** Every member organisation in a compact list, grouped by field of study or by place. */
export async function MembersList({ block, language }: { block: BlockOf<"members-list">; language: Language }) {
  const text = t(language).events;
  const societies = await getSocieties(language);
  if (societies.length === 0) return null;
  const headingId = `${block.key}-title`;
  const other = block.groupBy === "field" ? "place" : "field";
  return (
    <BlockSection block={block} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <BlockIntro id={headingId} title={block.title} html={block.html} className={styles.intro} />
        <div className={styles.groups}>
          {groups(societies, block.groupBy, language).map(([group, members], index) => (
            <section key={group} className={styles.group} aria-labelledby={`${block.key}-group-${index}`}>
              <h3 id={`${block.key}-group-${index}`} className={styles.groupTitle}>
                {group}
                <span className={styles.groupCount}> ({members.length})</span>
              </h3>
              <ul className={styles.list}>
                {members.map((society) => (
                  <li key={society.id} className={styles.row}>
                    <span className={styles.name}>
                      {society.website ? (
                        <a href={society.website} className={styles.link}>
                          {society.name}
                        </a>
                      ) : (
                        society.name
                      )}
                    </span>
                    <span className={styles.detail}>{society[other]}</span>
                    {society.members !== null ? (
                      <span className={styles.count}>{text.members(formatCount(society.members, language))}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </BlockSection>
  );
}
