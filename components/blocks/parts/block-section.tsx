import type { ComponentPropsWithoutRef } from "react";
import type { BlockType } from "@/lib/wordpress/blocks/index.ts";

const spaces = { full: "section-space", half: "section-space-half", none: "" } as const;
const surfaces = { pale: "surface-pale", dark: "on-dark" } as const;

interface Props extends ComponentPropsWithoutRef<"section"> {
  /** The block it renders: its layout name is the root's `data-block`. */
  block: { type: BlockType };
  /** The root element: a section, or an aside or article where that says more. */
  as?: "section" | "aside" | "article";
  /** The space above and below: a section's (styles/primitives.css), half of it, or the block's own. */
  space?: keyof typeof spaces;
  /** The pale surface of alternate sections, or the navy one (light text, gold focus ring). */
  surface?: keyof typeof surfaces;
}

/** The root of every block: its element, its `data-block`, its spacing and its surface, set in one place. */
export function BlockSection({
  block,
  as: Element = "section",
  space = "full",
  surface,
  className,
  children,
  ...rest
}: Props) {
  const classes = [spaces[space], surface ? surfaces[surface] : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <Element {...rest} className={classes || undefined} data-block={block.type}>
      {children}
    </Element>
  );
}
