import NextLink from "next/link";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { Alternate } from "@/lib/wordpress/translations.ts";
import styles from "./language-switch.module.css";

export function LanguageSwitch({ language, alternate }: { language: Language; alternate: Alternate }) {
  const text = t(language);
  return (
    <NextLink
      href={alternate.href}
      hrefLang={alternate.language}
      lang={alternate.language}
      className={styles.switch}
      aria-label={`${text.languageSwitch}: ${text.otherLanguage.name}`}
      data-translation={alternate.isTranslation ? "page" : "home"}
    >
      {text.otherLanguage.code}
    </NextLink>
  );
}
