// The consent banner's text in both languages (vanilla-cookieconsent's translation shape). The
// banner's is short (it must leave a phone's screen to the page: 30 % at most); the preferences
// say the rest.
// Sections are listed only for the third parties actually configured.
import type { Translation } from "vanilla-cookieconsent";
import type { Language } from "@/config/site.ts";
import { typesetAll } from "@/lib/i18n/typography.ts";
import type { ConsentCategory } from "@/lib/security/third-parties.ts";

interface CategoryText {
  title: string;
  description: (vendor: string, cookies: string) => string;
}

interface ConsentText {
  settings: string;
  banner: Translation["consentModal"];
  preferences: Omit<Translation["preferencesModal"], "sections"> & {
    intro: string;
    necessaryTitle: string;
    necessary: string;
  };
  categories: Record<ConsentCategory, CategoryText>;
}

const written: Record<Language, ConsentText> = {
  fr: {
    settings: "Gérer les cookies",
    banner: {
      label: "Vos choix en matière de cookies",
      title: "Vos choix en matière de cookies",
      description: "Avec votre accord, des outils tiers mesurent l’audience du site. Vous pourrez changer d’avis.",
      acceptAllBtn: "Tout accepter",
      acceptNecessaryBtn: "Tout refuser",
      showPreferencesBtn: "Personnaliser",
    },
    preferences: {
      title: "Préférences de cookies",
      acceptAllBtn: "Tout accepter",
      acceptNecessaryBtn: "Tout refuser",
      savePreferencesBtn: "Enregistrer mes choix",
      closeIconLabel: "Fermer",
      serviceCounterLabel: "service|services",
      intro:
        "Choisissez, catégorie par catégorie, les outils que vous acceptez. Rien n’est chargé sans votre accord, que vous pourrez retirer à tout moment avec le lien « Gérer les cookies » en bas de page.",
      necessaryTitle: "Indispensables",
      necessary:
        "Le site enregistre vos choix dans un cookie (cc_cookie) pendant six mois. Il ne sert à rien d’autre et ne peut pas être désactivé.",
    },
    categories: {
      analytics: {
        title: "Mesure d’audience",
        description: (vendor, cookies) =>
          `${vendor} et les outils de mesure qu’il charge comptent les pages vues, la durée des visites et le type d’appareil. Cookies : ${cookies}.`,
      },
      heatmap: {
        title: "Cartes de chaleur et enregistrements de session",
        description: (vendor, cookies) =>
          `${vendor} enregistre les clics, le défilement et les mouvements de la souris pour nous montrer ce qui aide ou gêne les visiteurs. Cookies : ${cookies}.`,
      },
    },
  },
  en: {
    settings: "Cookie settings",
    banner: {
      label: "Your cookie choices",
      title: "Your cookie choices",
      description:
        "With your consent, third-party tools measure the site’s audience. You can change your mind at any time.",
      acceptAllBtn: "Accept all",
      acceptNecessaryBtn: "Reject all",
      showPreferencesBtn: "Customise",
    },
    preferences: {
      title: "Cookie preferences",
      acceptAllBtn: "Accept all",
      acceptNecessaryBtn: "Reject all",
      savePreferencesBtn: "Save my choices",
      closeIconLabel: "Close",
      serviceCounterLabel: "service|services",
      intro:
        "Choose, category by category, which tools you accept. Nothing is loaded without your consent, which you can withdraw at any time with the “Cookie settings” link at the bottom of every page.",
      necessaryTitle: "Strictly necessary",
      necessary:
        "The site remembers your choices in a cookie (cc_cookie) for six months. It is used for nothing else and cannot be switched off.",
    },
    categories: {
      analytics: {
        title: "Audience measurement",
        description: (vendor, cookies) =>
          `${vendor} and the measurement tools it loads count page views, visit length and device type. Cookies: ${cookies}.`,
      },
      heatmap: {
        title: "Heatmaps and session recordings",
        description: (vendor, cookies) =>
          `${vendor} records clicks, scrolling and mouse movements to show us what helps or hinders visitors. Cookies: ${cookies}.`,
      },
    },
  },
};

// Typeset once here (lib/i18n/typography.ts): the strings above are written plainly.
export const consentText: Record<Language, ConsentText> = {
  fr: typesetAll(written.fr, "fr"),
  en: typesetAll(written.en, "en"),
};
