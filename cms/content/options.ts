// Site options (ACF options page), served at /wp-json/acf/v3/options/options as {"acf": {...}}.

import type { JsonObject } from "../lib/json.ts";
import { link } from "./blocks.ts";
import type { AcfLink } from "./blocks.ts";
import { SOCIAL_PROFILES } from "./yoast.ts";
import { CONTACT_FORMS, SITE_NAME, TAGLINE } from "./site.ts";

const item = (title: string, path: string): { link: AcfLink } => ({ link: link(title, path) });

const ADDRESS = "Maison de la Confluence\n12 quai des Deux-Rivières\n69002 Lyon\nFrance";

export function buildOptions(): JsonObject {
  return {
    site_name: SITE_NAME,
    tagline_fr: TAGLINE.fr,
    tagline_en: TAGLINE.en,
    header_menu_fr: [
      item("Vivre", "/vivre/"),
      item("Étudier", "/etudier/"),
      item("L’écosystème", "/ecosysteme/"),
      item("Investir", "/investir/"),
      item("Actualités & agenda", "/agenda/"),
    ],
    header_menu_en: [
      item("Life", "/en/life/"),
      item("Study", "/en/study/"),
      item("Ecosystem", "/en/ecosystem/"),
      item("Invest", "/en/invest/"),
      item("News & events", "/en/now/"),
    ],
    footer_columns_fr: [
      {
        title: "Étudier et vivre",
        links: [
          item("Les formations", "/etudier/formations/"),
          item("Étudiants internationaux", "/etudier/etudiants-internationaux/"),
          item("Se loger", "/vivre/se-loger/"),
          item("Bourses et aides", "/etudier/bourses-et-aides/"),
        ],
      },
      {
        title: "L’écosystème",
        links: [
          item("Laboratoires", "/ecosysteme/laboratoires/"),
          item("Entreprises", "/ecosysteme/entreprises/"),
          item("Les membres", "/ecosysteme/membres/"),
          item("Investir", "/investir/"),
        ],
      },
      {
        title: "Confluence",
        links: [
          item("Actualités & agenda", "/agenda/"),
          item("Contact", "/contact/"),
          item("Mentions légales", "/mentions-legales/"),
        ],
      },
    ],
    footer_columns_en: [
      {
        title: "Study and live",
        links: [
          item("Programmes", "/en/study/programmes/"),
          item("International students", "/en/study/international-students/"),
          item("Housing", "/en/life/housing/"),
          item("Scholarships", "/en/study/scholarships/"),
        ],
      },
      {
        title: "The ecosystem",
        links: [
          item("Laboratories", "/en/ecosystem/laboratories/"),
          item("Companies", "/en/ecosystem/companies/"),
          item("Members", "/en/ecosystem/members/"),
          item("Invest", "/en/invest/"),
        ],
      },
      {
        title: "Confluence",
        links: [
          item("News & events", "/en/now/"),
          item("Contact", "/en/contact/"),
          item("Legal notice", "/en/legal-notice/"),
        ],
      },
    ],
    social_links: (["linkedin", "instagram", "youtube", "x", "facebook"] as const).map((network, i) => ({
      network,
      url: SOCIAL_PROFILES[i] ?? "",
    })),
    address_fr: ADDRESS,
    address_en: ADDRESS,
    contact_form_fr: CONTACT_FORMS.fr,
    contact_form_en: CONTACT_FORMS.en,
  };
}
