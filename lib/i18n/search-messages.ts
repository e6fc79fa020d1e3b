// Interface text of site search and the news feeds (the search box is a client island: this
// table is all of the interface text it carries). Typeset once (lib/i18n/typography.ts); the
// visitor's query is never typeset, only put between the language's quotes.
import type { Language } from "../../config/site.ts";
import type { SearchKind } from "../search/types.ts";
import { typesetAll } from "./typography.ts";

const fr = {
  title: "Recherche",
  landmark: "Rechercher sur le site",
  label: "Rechercher des pages, évènements, actualités et membres",
  placeholder: "Par exemple : bourses, hackathon, Lyon",
  submit: "Rechercher",
  headerLink: "Rechercher",
  notFoundLabel: "Chercher sur le site",
  results: (count: number) => (count === 0 ? "Aucun résultat" : count === 1 ? "1 résultat" : `${count} résultats`),
  shown: (shown: number) => `, les ${shown} premiers affichés`,
  quoteOpen: "« ",
  quoteClose: " »",
  forQuery: " pour ",
  empty: "Tapez un mot pour chercher dans les pages, les évènements, les actualités et les membres.",
  noResultsHelp: "Vérifiez l’orthographe, essayez un mot plus court ou plus général.",
  onlyStopWords: "Ces mots sont trop courants pour chercher : ajoutez un mot plus précis.",
  tooLong: (max: number) => `Votre recherche est trop longue : ${max} caractères au plus.`,
  unavailable: "La recherche est momentanément indisponible. Réessayez dans quelques instants.",
  failed: "La recherche n’a pas pu être faite. Réessayez.",
  kinds: { page: "Page", event: "Évènement", news: "Actualité", society: "Membre" } satisfies Record<
    SearchKind,
    string
  >,
  place: "Lieu : ",
  offlineLandmark: "Rechercher hors ligne",
  offlineLabel: "Rechercher dans le site tel qu’il est enregistré sur cet appareil",
  offlineIndex: (date: string) => `Recherche dans le contenu du site tel qu’il était le ${date}.`,
  offlineSaved: "Page enregistrée sur cet appareil",
  offlineNotSaved: "Page non enregistrée : il faut une connexion",
  feedRss: "Actualités (RSS)",
  feedAtom: "Actualités (Atom)",
  feedTitle: (site: string) => `${site} – Actualités`,
  feedDescription: (site: string) => `Les dernières actualités de ${site}`,
};

const en: typeof fr = {
  title: "Search",
  landmark: "Search the site",
  label: "Search pages, events, news and members",
  placeholder: "For example: scholarships, hackathon, Lyon",
  submit: "Search",
  headerLink: "Search",
  notFoundLabel: "Search the site",
  results: (count: number) => (count === 0 ? "No results" : count === 1 ? "1 result" : `${count} results`),
  shown: (shown: number) => `, the first ${shown} shown`,
  quoteOpen: "“",
  quoteClose: "”",
  forQuery: " for ",
  empty: "Type a word to search pages, events, news and members.",
  noResultsHelp: "Check the spelling, or try a shorter or more general word.",
  onlyStopWords: "These words are too common to search for: add a more specific one.",
  tooLong: (max: number) => `Your search is too long: ${max} characters at most.`,
  unavailable: "Search is unavailable for a moment. Please try again shortly.",
  failed: "The search could not be done. Please try again.",
  kinds: { page: "Page", event: "Event", news: "News", society: "Member" },
  place: "Place: ",
  offlineLandmark: "Search offline",
  offlineLabel: "Search the site as saved on this device",
  offlineIndex: (date: string) => `Searching the site’s content as it was on ${date}.`,
  offlineSaved: "Page saved on this device",
  offlineNotSaved: "Page not saved: needs a connection",
  feedRss: "News (RSS)",
  feedAtom: "News (Atom)",
  feedTitle: (site: string) => `${site} – News`,
  feedDescription: (site: string) => `The latest news from ${site}`,
};

export const searchMessages: Record<Language, typeof fr> = { fr: typesetAll(fr, "fr"), en: typesetAll(en, "en") };
