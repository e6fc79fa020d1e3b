// Interface text that client components render: the error views, the language
// switch (also drawn by an error boundary). Kept apart from the rest (messages.ts, which spreads
// it in): every page's JavaScript carries whatever its error boundaries import.
import type { Language } from "../../config/site.ts";
import { typesetAll } from "./typography.ts";

const fr = {
  languageSwitch: "Choix de la langue",
  otherLanguage: { code: "EN", name: "English" },
  currentLanguage: "FR",
  backHome: "Retour à l’accueil",
  errorTitle: "Une erreur est survenue",
  errorHelp: "Nous n’avons pas pu afficher cette page. Réessayez dans un instant.",
  retry: "Réessayer",
  unavailableTitle: "Site momentanément indisponible",
  unavailableHelp: "Le contenu de cette page ne peut pas être chargé pour le moment. Réessayez dans quelques instants.",
  errorStatus: (status: number) => `Erreur ${status}`,
  errorDetails: (detail: string) => `Détail : ${detail}`,
};

const en: typeof fr = {
  languageSwitch: "Choose language",
  otherLanguage: { code: "FR", name: "Français" },
  currentLanguage: "EN",
  backHome: "Go back to home",
  errorTitle: "Something went wrong",
  errorHelp: "We could not show this page. Please try again in a moment.",
  retry: "Try again",
  unavailableTitle: "Temporarily unavailable",
  unavailableHelp: "The content of this page cannot be loaded right now. Please try again in a few moments.",
  errorStatus: (status: number) => `Error ${status}`,
  errorDetails: (detail: string) => `Details: ${detail}`,
};

// Typeset once here (lib/i18n/typography.ts): the strings above are written plainly.
export const clientMessages: Record<Language, typeof fr> = { fr: typesetAll(fr, "fr"), en: typesetAll(en, "en") };
