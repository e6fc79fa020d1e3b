import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import styles from "./preview-banner.module.css";

/**
 * Over a page an editor previews (lib/preview/): says so, in the page's language, and offers the
 * way out — a form (it works without JavaScript) that ends the preview and returns to `exitPath`.
 */
export function PreviewBanner({ language, exitPath }: { language: Language; exitPath: string }) {
  const text = t(language);
  return (
    <section aria-label={text.previewLabel} className={styles.banner} data-preview-banner="">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <strong className={styles.title}>{text.previewTitle}</strong>
          {text.previewHelp}
        </p>
        <form method="post" action="/api/preview" className={styles.form}>
          <input type="hidden" name="return" value={exitPath} />
          <button type="submit" className={styles.exit}>
            {text.previewExit}
          </button>
        </form>
      </div>
    </section>
  );
}
