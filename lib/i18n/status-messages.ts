// What the site's own status pages say (lib/errors/status-page.ts): answers the site's server
// gives without Next.js, for requests it refuses and while WordPress is unavailable, and the nginx
// front's own answers (deploy/nginx/render.ts writes them as files: 501 for a request nginx cannot
// read, 500, 502 and 504 when no instance could answer, which read as the site's 503), and the
// 410 of a preview link opened before (app/api/preview).
import type { Language } from "../../config/site.ts";
import { clientMessages } from "./client-messages.ts";

export type PageStatus = 400 | 403 | 405 | 408 | 410 | 411 | 413 | 414 | 416 | 431 | 500 | 501 | 502 | 503 | 504;

interface StatusText {
  title: string;
  help: string;
}

const fr: Record<PageStatus, StatusText> = {
  400: { title: "Demande incorrecte", help: "Le site n’a pas pu lire cette demande. Revenez à la page et réessayez." },
  403: { title: "Demande refusée", help: "Cette demande ne vient pas d’une page du site\u202f: elle a été refusée." },
  405: {
    title: "Action impossible ici",
    help: "Cette adresse se consulte seulement\u202f; elle n’accepte pas ce type de demande.",
  },
  408: { title: "Demande interrompue", help: "La demande est arrivée trop lentement et a été abandonnée. Réessayez." },
  410: {
    title: "Lien d’aperçu déjà utilisé",
    help: "Un lien d’aperçu ne s’ouvre qu’une fois. Dans WordPress, cliquez de nouveau sur «\u202fAperçu\u202f» pour en obtenir un nouveau.",
  },
  411: {
    title: "Demande incomplète",
    help: "La taille de ce qui est envoyé doit être annoncée. Revenez à la page et réessayez.",
  },
  413: {
    title: "Envoi trop volumineux",
    help: "Ce qui est envoyé dépasse la taille acceptée. Raccourcissez le message et réessayez.",
  },
  414: { title: "Adresse trop longue", help: "Cette adresse dépasse la longueur acceptée. Vérifiez le lien suivi." },
  416: { title: "Partie introuvable", help: "La partie de ce fichier demandée n’existe pas. Rechargez la page." },
  431: {
    title: "Demande trop volumineuse",
    help: "Les informations jointes à cette demande dépassent la taille acceptée. Effacez les cookies du site et réessayez.",
  },
  500: { title: clientMessages.fr.unavailableTitle, help: clientMessages.fr.unavailableHelp },
  501: {
    title: "Demande non prise en charge",
    help: "Le site ne sait pas traiter ce type de demande. Revenez à la page et réessayez.",
  },
  502: { title: clientMessages.fr.unavailableTitle, help: clientMessages.fr.unavailableHelp },
  503: { title: clientMessages.fr.unavailableTitle, help: clientMessages.fr.unavailableHelp },
  504: { title: clientMessages.fr.unavailableTitle, help: clientMessages.fr.unavailableHelp },
};

const en: Record<PageStatus, StatusText> = {
  400: { title: "Bad request", help: "The site could not read this request. Go back to the page and try again." },
  403: {
    title: "Request refused",
    help: "This request does not come from one of the site’s pages, so it was refused.",
  },
  405: {
    title: "Not possible here",
    help: "This address can only be viewed; it does not accept this kind of request.",
  },
  408: { title: "Request timed out", help: "The request arrived too slowly and was given up. Please try again." },
  410: {
    title: "Preview link already used",
    help: "A preview link opens once. In WordPress, click “Preview” again to get a new one.",
  },
  411: {
    title: "Incomplete request",
    help: "The size of what is sent must be given. Go back to the page and try again.",
  },
  413: {
    title: "Too much sent",
    help: "What was sent is larger than the site accepts. Shorten the message and try again.",
  },
  414: {
    title: "Address too long",
    help: "This address is longer than the site accepts. Check the link you followed.",
  },
  416: { title: "Part not found", help: "The part of this file that was asked for does not exist. Reload the page." },
  431: {
    title: "Request too large",
    help: "The information sent with this request is larger than the site accepts. Clear the site’s cookies and try again.",
  },
  500: { title: clientMessages.en.unavailableTitle, help: clientMessages.en.unavailableHelp },
  501: {
    title: "Request not supported",
    help: "The site cannot handle this kind of request. Go back to the page and try again.",
  },
  502: { title: clientMessages.en.unavailableTitle, help: clientMessages.en.unavailableHelp },
  503: { title: clientMessages.en.unavailableTitle, help: clientMessages.en.unavailableHelp },
  504: { title: clientMessages.en.unavailableTitle, help: clientMessages.en.unavailableHelp },
};

const messages: Record<Language, Record<PageStatus, StatusText>> = { fr, en };

/** Whether a status says the site cannot answer for now (its page offers to try again), not that the request was refused. */
export function isUnavailableStatus(status: PageStatus): boolean {
  return status === 500 || status === 502 || status === 503 || status === 504;
}

export function statusText(language: Language, status: PageStatus): StatusText {
  return messages[language][status];
}
