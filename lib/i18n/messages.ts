// Interface text in both languages. Content text comes from WordPress; this is the site's own.
import { defaultLanguage, type Language } from "../../config/site.ts";

const fr = {
  skipToContent: "Aller au contenu",
  mainNavigation: "Navigation principale",
  home: "Accueil",
  homeOf: (site: string) => `${site}, accueil`,
  languageSwitch: "Choix de la langue",
  otherLanguage: { code: "EN", name: "English" },
  currentLanguage: "FR",
  footerNavigation: "Liens de pied de page",
  followUs: "Suivez-nous",
  socialOn: (network: string) => `Suivez-nous sur ${network}`,
  address: "Adresse",
  notFoundTitle: "Page introuvable",
  notFoundMessage: "Cette page est introuvable",
  notFoundHelp: "L’adresse est peut-être mal saisie, ou la page a été déplacée.",
  backHome: "Retour à l’accueil",
  errorTitle: "Une erreur est survenue",
  errorHelp: "Nous n’avons pas pu afficher cette page. Réessayez dans un instant.",
  retry: "Réessayer",
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  // Events, news and societies (lib/events, components/events, the event and society blocks).
  events: {
    filters: "Filtrer les actualités et les évènements",
    fieldLabel: "Filière",
    allFields: "Toutes les filières",
    typeLabel: "Type",
    allTypes: "Actualités & évènements à venir",
    news: "Actualités",
    events: "Évènements",
    placeLabel: "Lieu",
    everywhere: "Partout",
    apply: "Filtrer",
    clear: "Effacer les filtres",
    results: (count: number) => (count === 0 ? "Aucun résultat" : count === 1 ? "1 résultat" : `${count} résultats`),
    empty: "Aucune actualité ni aucun évènement ne correspond à ces filtres.",
    upcoming: "Évènements à venir",
    latestNews: "Actualités",
    showMore: "Afficher plus",
    newsItem: "Actualité",
    eventItem: "Évènement",
    backToList: "Toutes les actualités et l’agenda",
    when: "Quand",
    where: "Où",
    field: "Filière",
    published: "Publié le",
    onlinePlace: "En ligne",
    members: (count: string) => `${count} membres`,
    website: "Site web",
  },
};

export type Messages = typeof fr;

const en: Messages = {
  skipToContent: "Skip to content",
  mainNavigation: "Main navigation",
  home: "Home",
  homeOf: (site) => `${site}, home`,
  languageSwitch: "Choose language",
  otherLanguage: { code: "FR", name: "Français" },
  currentLanguage: "EN",
  footerNavigation: "Footer links",
  followUs: "Follow us",
  socialOn: (network) => `Follow us on ${network}`,
  address: "Address",
  notFoundTitle: "Page not found",
  notFoundMessage: "This page could not be found",
  notFoundHelp: "The address may be mistyped, or the page may have moved.",
  backHome: "Go back to home",
  errorTitle: "Something went wrong",
  errorHelp: "We could not show this page. Please try again in a moment.",
  retry: "Try again",
  opensInNewTab: "(opens in a new tab)",
  events: {
    filters: "Filter news and events",
    fieldLabel: "Field of study",
    allFields: "All fields of study",
    typeLabel: "Type",
    allTypes: "News & upcoming events",
    news: "News",
    events: "Events",
    placeLabel: "Place",
    everywhere: "Everywhere",
    apply: "Filter",
    clear: "Clear filters",
    results: (count) => (count === 0 ? "No results" : count === 1 ? "1 result" : `${count} results`),
    empty: "No news or event matches these filters.",
    upcoming: "Upcoming events",
    latestNews: "News",
    showMore: "Show more",
    newsItem: "News",
    eventItem: "Event",
    backToList: "All news and events",
    when: "When",
    where: "Where",
    field: "Field of study",
    published: "Published on",
    onlinePlace: "Online",
    members: (count) => `${count} members`,
    website: "Website",
  },
};

const messages: Record<Language, Messages> = { fr, en };

export function t(language: Language): Messages {
  return messages[language];
}

/** The path of a language's home page. */
export function homePath(language: Language): string {
  return language === defaultLanguage ? "/" : `/${language}`;
}
