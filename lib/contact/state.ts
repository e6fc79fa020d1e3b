// What the contact form's server action answers, and what the form shows from it. Plain data
// (no functions), shared by the server action and the client island.
import type { ContactField } from "@/lib/wordpress/contact-form.ts";

export type { ContactField };

/** Why a field was refused; the page shows the message for it in its own language. */
export type FieldErrorCode = "required" | "too_long" | "invalid_email" | "consent_required" | "rejected";

/** Why the message as a whole was not sent. */
export type FormErrorCode =
  /** Too many messages from this address: HTTP 429. */
  | "rate_limited"
  /** The body or a field is larger than any real message. */
  | "too_large"
  /** Contact Form 7 took the message for spam. */
  | "spam"
  /** Contact Form 7 could not send the mail, or aborted. */
  | "mail_failed"
  /** WordPress is down, slow or answering nonsense. */
  | "unavailable"
  /** The site's configuration does not match WordPress (unknown form, refused request). */
  | "misconfigured";

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
}

export interface ContactFormState {
  /** `queued`: received, kept in the outbox until WordPress takes it (lib/contact/outbox.ts). */
  status: "idle" | "sent" | "queued" | "invalid" | "failed";
  /** The HTTP status this answer stands for (200, 422, 429, 413, 502, 503…). */
  httpStatus: number;
  fieldErrors: Partial<Record<ContactField, FieldErrorCode>>;
  formError: FormErrorCode | null;
  /** What the visitor typed, kept on every failure; after a sent (or queued) message, what was sent. */
  values: ContactValues;
  /** With `rate_limited`: seconds until a message may be sent again. */
  retryAfterSeconds: number | null;
  /** Counts answers, so the form reacts to two identical answers in a row. */
  attempt: number;
}

export const emptyValues: ContactValues = { name: "", email: "", subject: "", message: "", consent: false };

export const initialContactState: ContactFormState = {
  status: "idle",
  httpStatus: 200,
  fieldErrors: {},
  formError: null,
  values: emptyValues,
  retryAfterSeconds: null,
  attempt: 0,
};

/** The form's input names. `website` is the honeypot: people never see it, robots fill it. */
export const inputNames = {
  name: "name",
  email: "email",
  subject: "subject",
  message: "message",
  consent: "consent",
  honeypot: "website",
} as const;

/** The fields in form order: the first one in error gets the focus. */
export const fieldOrder: readonly ContactField[] = ["name", "email", "subject", "message", "consent"];

/** Id of the form's answer region (the page scrolls there after a post without JavaScript). */
export const statusId = "contact-status";
