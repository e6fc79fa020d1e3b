// The visitor's input, checked as strictly as Contact Form 7 checks it (so the visitor gets our
// messages, in the page's language, before WordPress is asked): by the server action, and by the
// form's island before it posts (no library: this module is part of the island's JavaScript).
import { contactLimits } from "@/config/site.ts";
import type { ContactMessage } from "@/lib/wordpress/contact-form.ts";
import { inputNames, type ContactField, type ContactValues, type FieldErrorCode } from "./state.ts";

/** Length in characters as PHP's mb_strlen counts them (code points, not UTF-16 units). */
export function characters(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** WordPress's is_email(), which Contact Form 7 applies. */
export function isEmail(email: string): boolean {
  if (email.length < 6) return false;
  const at = email.indexOf("@", 1);
  if (at === -1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes("..")) return false;
  if (/^[\s.]|[\s.]$/.test(domain)) return false;
  const parts = domain.split(".");
  if (parts.length < 2) return false;
  return parts.every((part) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(part));
}

/** A single-line field as Contact Form 7 reads it: line breaks become spaces, then trimmed. */
const line = (value: string) => value.replace(/\r\n|[\r\n]/g, " ").trim();

/** The message as Contact Form 7 gets it: single-line fields on one line, the text with \n line breaks. */
function normalised(values: ContactValues): ContactMessage {
  return {
    name: line(values.name),
    email: line(values.email),
    subject: line(values.subject),
    message: values.message.replace(/\r\n?/g, "\n"),
    consent: values.consent,
  };
}

/** Each field's first problem, in the order they are checked. */
function fieldProblems(message: ContactMessage): Partial<Record<ContactField, FieldErrorCode>> {
  const problems: Partial<Record<ContactField, FieldErrorCode>> = {};
  const check = (field: ContactField, value: string, max: number, required: boolean) => {
    if (required && value.trim() === "") problems[field] = "required";
    else if (characters(value) > max) problems[field] = "too_long";
  };
  check("name", message.name, contactLimits.name, true);
  check("email", message.email, contactLimits.email, true);
  if (!problems.email && message.email !== "" && !isEmail(message.email)) problems.email = "invalid_email";
  check("subject", message.subject, contactLimits.subject, false);
  check("message", message.message, contactLimits.message, true);
  if (!message.consent) problems.consent = "consent_required";
  return problems;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The expected fields of a posted form (anything else is ignored), as typed. */
export function readValues(form: FormData): ContactValues {
  return {
    name: text(form, inputNames.name),
    email: text(form, inputNames.email),
    subject: text(form, inputNames.subject),
    message: text(form, inputNames.message),
    consent: ["on", "1", "yes", "true"].includes(text(form, inputNames.consent)),
  };
}

/** True when the honeypot field was filled in (people never see it). */
export function isHoneypotFilled(form: FormData): boolean {
  return text(form, inputNames.honeypot).trim() !== "";
}

/** Size of the posted body in bytes, as far as it can be known from the parsed form. */
export function bodyBytes(form: FormData): number {
  const encoder = new TextEncoder();
  let total = 0;
  for (const [name, value] of form.entries()) {
    total += encoder.encode(name).length + (typeof value === "string" ? encoder.encode(value).length : value.size);
  }
  return total;
}

export type Validation =
  { ok: true; message: ContactMessage } | { ok: false; fieldErrors: Partial<Record<ContactField, FieldErrorCode>> };

/** The visitor's input checked: the message to send, or each field's problem. The same on the server and in the form's island. */
export function validateContact(values: ContactValues): Validation {
  const message = normalised(values);
  const fieldErrors = fieldProblems(message);
  return Object.keys(fieldErrors).length === 0 ? { ok: true, message } : { ok: false, fieldErrors };
}
