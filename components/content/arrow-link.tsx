import type { Link } from "@/lib/wordpress/types.ts";
import { SmartLink } from "./smart-link.tsx";

interface Props {
  link: Link;
  className?: string;
  /** Said to screen readers after the label when the link opens a new tab. */
  newTabLabel?: string;
}

/** A call to action: the link's label, then an arrow that is not read out. */
export function ArrowLink({ link, className, newTabLabel }: Props) {
  return (
    <SmartLink link={link} className={className} newTabLabel={newTabLabel}>
      {link.label}
      <span aria-hidden="true"> →</span>
    </SmartLink>
  );
}
