// Interface text in both languages. Content text comes from WordPress; this is the site's own.
import type { Language } from "../../config/site.ts";
import { clientMessages } from "./client-messages.ts";
import { typesetAll } from "./typography.ts";

const fr = {
  ...clientMessages.fr,
  skipToContent: "Aller au contenu",
  mainNavigation: "Navigation principale",
  home: "Accueil",
  homeOf: (site: string) => `${site}, accueil`,
  footerNavigation: "Liens de pied de page",
  followUs: "Suivez-nous",
  socialOn: (network: string) => `Suivez-nous sur ${network}`,
  address: "Adresse",
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  // Navigation: menu, breadcrumb, loading, connection, offline page, failed updates.
  breadcrumb: "Fil d’Ariane",
  menu: "Menu",
  /** The menu button's label while the menu is open. */
  closeMenu: "Fermer",
  /** The contact page's entry at the end of the navigation. */
  contactLink: "Contact",
  // The 404 page: its title (the document's), its one message, what to do, the site's sections.
  notFoundTitle: "Page introuvable",
  notFoundMessage: "Cette page est introuvable",
  notFoundHelp: "L’adresse est peut-être mal saisie, ou la page a été déplacée.",
  notFoundSections: "Ou choisissez une rubrique",
  loading: "Chargement de la page",
  offlineBanner: "Vous êtes hors ligne. Les pages déjà consultées restent disponibles.",
  offlineTitle: "Vous êtes hors ligne",
  offlineHelp:
    "Cette page n’a pas encore été consultée sur cet appareil, elle n’est donc pas disponible sans connexion. Les pages que vous avez déjà ouvertes le sont.",
  offlineRetry: "Réessayer",
  // Editor preview (lib/preview/): the banner over a page shown before it is published.
  previewLabel: "Aperçu",
  previewTitle: "Aperçu",
  previewHelp:
    "Vous voyez la dernière version enregistrée dans WordPress, pas encore publiée. Les visiteurs ne la voient pas.",
  previewExit: "Quitter l’aperçu",
  // Contact form (plain strings only: they are passed to the form's client island).
  contact: {
    title: "Écrivez-nous",
    requiredNote: "Les champs marqués d’un astérisque (*) sont obligatoires.",
    name: "Nom",
    email: "Adresse e-mail",
    emailHint: "Par exemple : prenom.nom@exemple.fr. Nous ne l’utilisons que pour vous répondre.",
    subject: "Objet",
    message: "Message",
    messageHint: "5 000 caractères au maximum.",
    consent: "J’accepte que les informations saisies soient utilisées pour répondre à ma demande.",
    consentHint: "Elles ne servent qu’à cela ; voir « Données personnelles » dans les mentions légales.",
    honeypot: "Laissez ce champ vide",
    submit: "Envoyer le message",
    sending: "Envoi en cours…",
    unavailable: "Le formulaire de contact n’est pas disponible pour le moment. Revenez plus tard.",
    sentTitle: "Message envoyé",
    sent: "Merci, votre message a bien été envoyé. Nous vous répondrons par e-mail.",
    queuedTitle: "Message reçu",
    queued:
      "Merci, votre message est bien reçu. Notre service d’envoi ne répond pas pour l’instant ; il lui sera transmis automatiquement dès que possible, vous n’avez rien à refaire.",
    sentMessageTitle: "Votre message",
    writeAgain: "Écrire un autre message",
    invalidTitle: "Le message n’a pas été envoyé",
    invalidSummary: "Corrigez les champs signalés, puis envoyez à nouveau :",
    failedTitle: "Le message n’a pas été envoyé",
    kept: "Votre saisie est conservée ci-dessous.",
    errors: {
      rate_limited: "Vous avez envoyé beaucoup de messages en peu de temps. Réessayez dans {minutes} min.",
      too_large: "Votre message est trop long pour être envoyé. Raccourcissez-le, puis réessayez.",
      spam: "Notre système anti-spam a bloqué l’envoi. Réessayez plus tard ou écrivez-nous à l’adresse indiquée en bas de page.",
      mail_failed:
        "Le message n’a pas pu être transmis, à cause d’un problème de notre côté. Réessayez dans quelques minutes.",
      unavailable: "Le service d’envoi ne répond pas pour le moment. Réessayez dans quelques minutes.",
      misconfigured:
        "Le formulaire ne peut pas être envoyé pour le moment, à cause d’un problème de notre côté. Réessayez plus tard ou écrivez-nous à l’adresse indiquée en bas de page.",
    },
    fieldErrors: {
      name: {
        required: "Indiquez votre nom.",
        too_long: "Votre nom doit faire 200 caractères au maximum.",
        rejected: "Vérifiez votre nom.",
      },
      email: {
        required: "Indiquez votre adresse e-mail.",
        too_long: "L’adresse e-mail doit faire 254 caractères au maximum.",
        invalid_email: "Saisissez une adresse e-mail complète, par exemple prenom.nom@exemple.fr.",
        rejected: "Vérifiez votre adresse e-mail.",
      },
      subject: { too_long: "L’objet doit faire 200 caractères au maximum.", rejected: "Vérifiez l’objet." },
      message: {
        required: "Écrivez votre message.",
        too_long: "Votre message doit faire 5 000 caractères au maximum.",
        rejected: "Vérifiez votre message.",
      },
      consent: {
        consent_required: "Cochez cette case pour que nous puissions traiter votre demande.",
        rejected: "Cochez cette case pour que nous puissions traiter votre demande.",
      },
    },
  },
  // Events, news and societies (lib/events, components/events, the event and society blocks).
  events: {
    filters: "Filtrer les actualités et les événements",
    fieldLabel: "Filière",
    allFields: "Toutes les filières",
    typeLabel: "Type",
    allTypes: "Actualités & événements à venir",
    news: "Actualités",
    events: "Événements",
    placeLabel: "Lieu",
    everywhere: "Partout",
    apply: "Filtrer",
    /** The filters' disclosure on narrow screens, with how many filters are on. */
    toggle: (on: number) => (on === 0 ? "Filtres" : on === 1 ? "Filtres (1 actif)" : `Filtres (${on} actifs)`),
    clear: "Effacer les filtres",
    results: (count: number) => (count === 0 ? "Aucun résultat" : count === 1 ? "1 résultat" : `${count} résultats`),
    empty: "Aucune actualité ni aucun événement ne correspond à ces filtres.",
    upcoming: "Événements à venir",
    latestNews: "Actualités",
    /** The home page's section of upcoming events and latest news. */
    homeFeed: "L’actualité et l’agenda",
    showMore: "Afficher plus",
    newsItem: "Actualité",
    eventItem: "Événement",
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
  ...clientMessages.en,
  skipToContent: "Skip to content",
  mainNavigation: "Main navigation",
  home: "Home",
  homeOf: (site) => `${site}, home`,
  footerNavigation: "Footer links",
  followUs: "Follow us",
  socialOn: (network) => `Follow us on ${network}`,
  address: "Address",
  opensInNewTab: "(opens in a new tab)",
  breadcrumb: "Breadcrumb",
  menu: "Menu",
  closeMenu: "Close",
  contactLink: "Contact",
  notFoundTitle: "Page not found",
  notFoundMessage: "This page could not be found",
  notFoundHelp: "The address may be mistyped, or the page may have moved.",
  notFoundSections: "Or choose a section",
  loading: "Loading the page",
  offlineBanner: "You are offline. Pages you have already visited are still available.",
  offlineTitle: "You are offline",
  offlineHelp:
    "This page has not been visited on this device yet, so it is not available without a connection. Pages you have already opened are.",
  offlineRetry: "Try again",
  previewLabel: "Preview",
  previewTitle: "Preview",
  previewHelp: "You are seeing the latest version saved in WordPress, not yet published. Visitors do not see it.",
  previewExit: "Exit preview",
  contact: {
    title: "Write to us",
    requiredNote: "Fields marked with an asterisk (*) are required.",
    name: "Name",
    email: "Email address",
    emailHint: "For example: first.last@example.org. We only use it to answer you.",
    subject: "Subject",
    message: "Message",
    messageHint: "5,000 characters at most.",
    consent: "I agree that the information I enter may be used to answer my request.",
    consentHint: "It is used for nothing else; see “Personal data” in the legal notice.",
    honeypot: "Leave this field empty",
    submit: "Send the message",
    sending: "Sending…",
    unavailable: "The contact form is not available at the moment. Please come back later.",
    sentTitle: "Message sent",
    sent: "Thank you, your message has been sent. We will answer you by email.",
    queuedTitle: "Message received",
    queued:
      "Thank you, your message has been received. Our sending service is not answering right now; the message will be passed on automatically as soon as possible, there is nothing more to do.",
    sentMessageTitle: "Your message",
    writeAgain: "Write another message",
    invalidTitle: "Your message was not sent",
    invalidSummary: "Correct the fields below, then send again:",
    failedTitle: "Your message was not sent",
    kept: "What you typed is kept below.",
    errors: {
      rate_limited: "You have sent many messages in a short time. Try again in {minutes} min.",
      too_large: "Your message is too long to be sent. Shorten it, then try again.",
      spam: "Our spam filter blocked the message. Try again later, or write to us at the address at the bottom of the page.",
      mail_failed: "The message could not be delivered because of a problem on our side. Try again in a few minutes.",
      unavailable: "The sending service is not answering at the moment. Try again in a few minutes.",
      misconfigured:
        "The form cannot be sent at the moment because of a problem on our side. Try again later, or write to us at the address at the bottom of the page.",
    },
    fieldErrors: {
      name: {
        required: "Enter your name.",
        too_long: "Your name must be 200 characters or fewer.",
        rejected: "Check your name.",
      },
      email: {
        required: "Enter your email address.",
        too_long: "The email address must be 254 characters or fewer.",
        invalid_email: "Enter a complete email address, such as first.last@example.org.",
        rejected: "Check your email address.",
      },
      subject: { too_long: "The subject must be 200 characters or fewer.", rejected: "Check the subject." },
      message: {
        required: "Write your message.",
        too_long: "Your message must be 5,000 characters or fewer.",
        rejected: "Check your message.",
      },
      consent: {
        consent_required: "Tick this box so that we can handle your request.",
        rejected: "Tick this box so that we can handle your request.",
      },
    },
  },
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
    toggle: (on: number) => (on === 0 ? "Filters" : `Filters (${on} on)`),
    clear: "Clear filters",
    results: (count) => (count === 0 ? "No results" : count === 1 ? "1 result" : `${count} results`),
    empty: "No news or event matches these filters.",
    upcoming: "Upcoming events",
    latestNews: "News",
    homeFeed: "News and events",
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

// Typeset once here (lib/i18n/typography.ts): the strings above are written plainly.
const messages: Record<Language, Messages> = { fr: typesetAll(fr, "fr"), en: typesetAll(en, "en") };

export function t(language: Language): Messages {
  return messages[language];
}
