import NextLink from "next/link";
import type { Language } from "@/config/site.ts";
import { clientMessages } from "@/lib/i18n/client-messages.ts";
import type { Alternate } from "@/lib/wordpress/translations.ts";
import styles from "./language-switch.module.css";

export function LanguageSwitch({ language, alternate }: { language: Language; alternate: Alternate }) {
  const text = clientMessages[language];
  return (
    <NextLink
      prefetch={false}
      href={alternate.href}
      hrefLang={alternate.language}
      lang={alternate.language}
      className={styles.switch}
      title={text.languageSwitch}
      data-translation={alternate.isTranslation ? "page" : "home"}
    >
      {text.otherLanguage.code}
      <span className="visually-hidden"> – {text.otherLanguage.name}</span>
    </NextLink>
  );
}
