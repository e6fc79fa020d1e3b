import type { Link } from "@/lib/wordpress/types.ts";
import { SmartLink } from "../../content/smart-link.tsx";

/**
 * An item's title as the link that makes its whole card one target (`stretched-link`,
 * styles/primitives.css), or as plain text when the item links nowhere.
 */
export function TitleLink({ title, link }: { title: string; link: Link | null }) {
  if (!link) return title;
  return (
    <SmartLink link={link} className="stretched-link">
      {title}
    </SmartLink>
  );
}
