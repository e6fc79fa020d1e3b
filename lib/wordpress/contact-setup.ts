// Whether the contact form can show: the contact page (PAGE_ID_CONTACT, in French) is a page of
// WordPress, each language has its translation, and each language has a Contact Form 7 form id
// (site options, else CONTACT_FORM_ID_{LANG}). What is missing is a content problem
// (content-problems.ts): logged once per version of the setup, listed by /api/ready; the pages
// still render, the contact page without its form.
import { contactSettings } from "../../config/env.ts";
import { languages } from "../../config/site.ts";
import { contentProblems, versionOf, type ContentProblems } from "./content-problems.ts";
import type { RouteTable } from "./route-table.ts";
import type { SiteOptions } from "./types.ts";

export const contactSubject = "contact form (PAGE_ID_CONTACT, contact_form_{lang})";

export interface ContactSetup {
  pageId: number;
  /** Form ids from the site options, then from the configuration. */
  optionFormIds: SiteOptions["contactFormIds"];
  configuredFormIds: SiteOptions["contactFormIds"];
}

/** What keeps the contact form from showing, in words with the fix. */
export function contactSetupProblems(table: RouteTable, setup: ContactSetup): string[] {
  const problems: string[] = [];
  const page = table.byId("page", setup.pageId);
  if (!page) {
    problems.push(
      `PAGE_ID_CONTACT=${setup.pageId} is no published page of WordPress, so no page shows the contact form: set PAGE_ID_CONTACT to the id of the French contact page`,
    );
  } else {
    for (const language of languages) {
      if (!page.translations[language]) {
        problems.push(
          `the contact page (${page.path}) has no "${language}" translation that WordPress gives (Polylang's translations field), so no "${language}" page shows the form: link its translation in Polylang`,
        );
      }
    }
  }
  for (const language of languages) {
    if (!setup.optionFormIds[language] && !setup.configuredFormIds[language]) {
      problems.push(
        `no Contact Form 7 form id for "${language}": the site options have no contact_form_${language} and CONTACT_FORM_ID_${language.toUpperCase()} is unset, so the "${language}" contact page says the form is unavailable`,
      );
    }
  }
  return problems;
}

/** Records the contact setup's problems (none clears them), once per version of the setup. */
export function reportContactSetup(
  table: RouteTable,
  options: SiteOptions,
  problems: ContactProblemsTarget = contentProblems(),
): void {
  const settings = contactSettings();
  const setup: ContactSetup = {
    pageId: settings.pageId,
    optionFormIds: options.contactFormIds,
    configuredFormIds: settings.formIds,
  };
  const found = contactSetupProblems(table, setup);
  const page = table.byId("page", setup.pageId);
  problems.record(contactSubject, versionOf({ setup, page: page ? [page.id, page.translations] : null }), found);
}

type ContactProblemsTarget = Pick<ContentProblems, "record">;
