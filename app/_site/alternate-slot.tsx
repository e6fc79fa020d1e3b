import { DegradedMark } from "@/components/layout/degraded-mark.tsx";
import { LanguageSwitch } from "@/components/layout/language-switch.tsx";
import type { Language } from "@/config/site.ts";
import { splitFilterSegment } from "@/lib/routing/filter-segment.ts";
import { sitePath } from "@/lib/site-paths.ts";
import { alternateFor } from "@/lib/wordpress/translations.ts";

/** The header's language switch for the current path (a parallel route: layouts do not see the path). */
export function alternateSlot(language: Language) {
  return async function AlternateSlot({ params }: { params: Promise<{ path?: string[] }> }) {
    const alternate = await alternateFor(
      language,
      sitePath(language, splitFilterSegment((await params).path).segments),
    );
    return (
      <>
        <LanguageSwitch language={language} alternate={alternate} />
        <DegradedMark />
      </>
    );
  };
}
