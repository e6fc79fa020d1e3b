// Where a message in a language goes: the Contact Form 7 form id (site options, else
// configuration) and the contact page in that language. Resolved on the server for each post,
// never taken from the browser.
import { contactSettings } from "@/config/env.ts";
import type { Language } from "@/config/site.ts";
import { getSiteOptions } from "@/lib/wordpress/options.ts";
import { getPageById } from "@/lib/wordpress/pages.ts";
import type { ContactTarget } from "./submit.ts";

export async function contactTarget(language: Language): Promise<ContactTarget | null> {
  const settings = contactSettings();
  const options = await getSiteOptions();
  const formId = options.contactFormIds[language] ?? settings.formIds[language];
  if (!formId) return null;
  const page = await getPageById(settings.pageId).catch(() => null);
  const pageId = page ? (page.language === language ? page.id : page.translations[language]) : undefined;
  return { language, formId, pageId };
}
