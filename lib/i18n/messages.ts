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
    invalidTitle: "Le message n’a pas été envoyé",
    invalidSummary: "Corrigez les champs signalés, puis envoyez à nouveau :",
    failedTitle: "Le message n’a pas été envoyé",
    kept: "Votre saisie est conservée ci-dessous.",
    errors: {
      rate_limited: "Vous avez envoyé beaucoup de messages en peu de temps. Réessayez dans {minutes} min.",
      too_large: "Votre message est trop long pour être envoyé. Raccourcissez-le, puis réessayez.",
      spam: "Notre système anti-spam a bloqué l’envoi. Réessayez plus tard ou écrivez-nous à l’adresse indiquée en bas de page.",
      mail_failed: "Le message n’a pas pu être transmis, à cause d’un problème de notre côté. Réessayez dans quelques minutes.",
      unavailable: "Le service d’envoi ne répond pas pour le moment. Réessayez dans quelques minutes.",
      misconfigured: "Le formulaire ne peut pas être envoyé pour le moment, à cause d’un problème de notre côté. Réessayez plus tard ou écrivez-nous à l’adresse indiquée en bas de page.",
    },
    fieldErrors: {
      name: { required: "Indiquez votre nom.", too_long: "Votre nom doit faire 200 caractères au maximum.", rejected: "Vérifiez votre nom." },
      email: {
        required: "Indiquez votre adresse e-mail.",
        too_long: "L’adresse e-mail doit faire 254 caractères au maximum.",
        invalid_email: "Saisissez une adresse e-mail complète, par exemple prenom.nom@exemple.fr.",
        rejected: "Vérifiez votre adresse e-mail.",
      },
      subject: { too_long: "L’objet doit faire 200 caractères au maximum.", rejected: "Vérifiez l’objet." },
      message: { required: "Écrivez votre message.", too_long: "Votre message doit faire 5 000 caractères au maximum.", rejected: "Vérifiez votre message." },
      consent: { consent_required: "Cochez cette case pour que nous puissions traiter votre demande.", rejected: "Cochez cette case pour que nous puissions traiter votre demande." },
    },
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
      misconfigured: "The form cannot be sent at the moment because of a problem on our side. Try again later, or write to us at the address at the bottom of the page.",
    },
    fieldErrors: {
      name: { required: "Enter your name.", too_long: "Your name must be 200 characters or fewer.", rejected: "Check your name." },
      email: {
        required: "Enter your email address.",
        too_long: "The email address must be 254 characters or fewer.",
        invalid_email: "Enter a complete email address, such as first.last@example.org.",
        rejected: "Check your email address.",
      },
      subject: { too_long: "The subject must be 200 characters or fewer.", rejected: "Check the subject." },
      message: { required: "Write your message.", too_long: "Your message must be 5,000 characters or fewer.", rejected: "Check your message." },
      consent: { consent_required: "Tick this box so that we can handle your request.", rejected: "Tick this box so that we can handle your request." },
    },
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
