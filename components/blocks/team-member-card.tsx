import { CmsImage } from "@/components/content/cms-image.tsx";
import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { AddressText } from "../content/address-text.tsx";
import { SmartLink } from "../content/smart-link.tsx";
import { itemHeading } from "./parts/section-heading.tsx";
import { HeadedBlock } from "./parts/headed-block.tsx";
import styles from "./team-member-card.module.css";

export function TeamMemberCard({ block, language }: { block: BlockOf<"team-member-card">; language: Language }) {
  const text = blockText(language);
  const Heading = itemHeading(block.title);
  return (
    <HeadedBlock block={block} intro={block.intro}>
      <ul className={styles.grid}>
        {block.members.map((member) => (
          <li key={member.name} className={styles.card}>
            <div className={styles.photo}>
              {member.photo ? (
                <CmsImage
                  image={member.photo}
                  sizes="(min-width: 1440px) 330px, (min-width: 1200px) 23vw, (min-width: 576px) 46vw, 96px"
                  decorative
                />
              ) : null}
            </div>
            <div className={styles.body}>
              <Heading className={styles.name}>{member.name}</Heading>
              {member.jobTitle ? <p className={styles.job}>{member.jobTitle}</p> : null}
              {member.text ? <p className={styles.text}>{member.text}</p> : null}
              {member.email || member.link ? (
                <ul className={styles.contact}>
                  {member.email ? (
                    <li>
                      <a href={`mailto:${member.email}`} className={styles.contactLink}>
                        <span className="visually-hidden">{text.emailTo(member.name)} </span>
                        {/* One flex item: the address breaks as text does, never at its hyphen. */}
                        <span>
                          <AddressText text={member.email} />
                        </span>
                      </a>
                    </li>
                  ) : null}
                  {member.link ? (
                    <li>
                      <SmartLink link={member.link} className={styles.contactLink} newTabLabel={text.opensInNewTab}>
                        {member.link.label}
                      </SmartLink>
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </HeadedBlock>
  );
}
