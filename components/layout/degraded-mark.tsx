import { degradedAttribute } from "@/lib/cache/degraded-copy.ts";
import { degradedParts } from "@/lib/wordpress/degraded.ts";

/**
 * The mark of a page rendered without some of WordPress's answers (lib/cache/degraded-copy.ts):
 * placed after the awaited data of a part that can fall back, so that its fallback is recorded.
 * Renders nothing on a page rendered whole.
 */
export function DegradedMark() {
  const parts = degradedParts();
  if (parts.length === 0) return null;
  return <template {...{ [degradedAttribute]: parts.join(" ") }} />;
}
