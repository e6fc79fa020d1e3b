// The contact form section shown after the contact page's content: the form id for the page's
// language (site options, else configuration) and the server action bound to it.
import { sendContactForm } from "@/lib/contact/action.ts";
import { contactSettings } from "@/config/env.ts";
import { contactLimits } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { Page } from "@/lib/wordpress/types.ts";
import { ContactForm } from "../islands.tsx";
import styles from "./contact-section.module.css";
import { statusId } from "@/lib/contact/state.ts";
import { contactTarget } from "@/lib/contact/target.ts";

/** True for the configured contact page and its translations. */
export function isContactPage(page: Page): boolean {
  const id = contactSettings().pageId;
  return page.id === id || Object.values(page.translations).includes(id);
}

export async function ContactSection({ page }: { page: Page }) {
  const language = page.language;
  const text = t(language).contact;
  const target = await contactTarget(language);
  const { name, email, subject, message } = contactLimits;
  return (
    <section className={styles.section} aria-labelledby="contact-title">
      <div className="container">
        <div className={styles.panel}>
          <h2 id="contact-title" className={styles.title}>
            {text.title}
          </h2>
          {target ? (
            <ContactForm
              action={sendContactForm.bind(null, language)}
              text={text}
              permalink={`${page.path}#${statusId}`}
              limits={{ name, email, subject, message }}
            />
          ) : (
            <p className={styles.unavailable}>{text.unavailable}</p>
          )}
        </div>
      </div>
    </section>
  );
}
