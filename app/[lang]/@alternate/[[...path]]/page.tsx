import { LanguageSwitch } from "@/components/layout/language-switch.tsx";
import { isLanguage } from "@/config/site.ts";
import { sitePath } from "@/lib/site-paths.ts";
import { alternateFor } from "@/lib/wordpress/translations.ts";

/** The header's language switch for this path (a parallel route: layouts do not see the path). */
export default async function AlternateSlot({ params }: { params: Promise<{ lang: string; path?: string[] }> }) {
  const { lang, path } = await params;
  if (!isLanguage(lang)) return null;
  const alternate = await alternateFor(lang, sitePath(lang, path));
  return <LanguageSwitch language={lang} alternate={alternate} />;
}
