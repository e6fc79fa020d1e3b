// A list of links as the site shows them (the header's menu, the footer's columns, the 404 page's
// sections): each item a SmartLink, its label its text.
import type { ComponentProps } from "react";
import type { Link } from "@/lib/wordpress/types.ts";
import { SmartLink } from "./smart-link.tsx";

type Props = Omit<ComponentProps<"ul">, "children"> & {
  links: readonly Link[];
  /** Each link's class. */
  linkClassName?: string;
  /** Said after the label of a link that opens a new tab. */
  newTabLabel: string;
};

export function LinkList({ links, linkClassName, newTabLabel, ...list }: Props) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink link={link} className={linkClassName} newTabLabel={newTabLabel}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
