import type { ComponentProps, ReactNode } from "react";
import { BlockSection } from "./block-section.tsx";
import { SectionHeading } from "./section-heading.tsx";

interface Props extends Omit<ComponentProps<typeof BlockSection>, "block" | "aria-labelledby" | "aria-label"> {
  /** The block: its key names the heading (`{key}-title`), its title labels the section. */
  block: ComponentProps<typeof BlockSection>["block"] & { key: string; title: string };
  /** The lead line under the title. */
  intro?: string;
  /** The section's name when the block has no title (a slider's, say). */
  label?: string;
  /** Classes added to the container and to the heading. */
  innerClassName?: string;
  headingClassName?: string;
  children: ReactNode;
}

/**
 * A block that opens with its SectionHeading in the page's container: the section is labelled by
 * the title when the block has one, else by `label` if given.
 */
export function HeadedBlock({ block, intro, label, innerClassName, headingClassName, children, ...rest }: Props) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection
      {...rest}
      block={block}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : label}
    >
      <div className={innerClassName ? `container ${innerClassName}` : "container"}>
        <SectionHeading id={titleId} title={block.title} intro={intro} className={headingClassName} />
        {children}
      </div>
    </BlockSection>
  );
}
