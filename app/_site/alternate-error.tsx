"use client";
import { LanguageSwitch } from "@/components/layout/language-switch.tsx";
import { useChunkReload } from "@/components/errors/use-chunk-reload.ts";
import { useLanguage } from "@/components/errors/use-language.ts";
import { languages } from "@/config/site.ts";
import { homePath } from "@/lib/routing/canonical.ts";

/**
 * The language switch failed to render (its slot has its own boundary, so the page stays up):
 * a chunk that failed to load reloads the page (once per 60 s); otherwise the switch leads to
 * the other language's home.
 */
export default function AlternateError({ error }: { error: unknown }) {
  const language = useLanguage();
  const reloading = useChunkReload(error);
  const other = languages.find((candidate) => candidate !== language) ?? language;
  if (reloading) return null;
  return (
    <LanguageSwitch language={language} alternate={{ language: other, href: homePath(other), isTranslation: false }} />
  );
}
