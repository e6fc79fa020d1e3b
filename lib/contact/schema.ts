// The visitor's input, checked on the server as strictly as Contact Form 7 checks it (so the
// visitor gets our messages, in the page's language, before WordPress is asked).
import { z } from "zod";
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

const code = (value: FieldErrorCode) => ({ error: value, abort: true });

/** A single-line field as Contact Form 7 reads it: line breaks become spaces, then trimmed. */
const line = (max: number, required: boolean) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n|[\r\n]/g, " ").trim())
    .refine((value) => !required || value !== "", code("required"))
    .refine((value) => characters(value) <= max, code("too_long"));

const contactSchema = z.object({
  name: line(contactLimits.name, true),
  email: line(contactLimits.email, true).refine((value) => value === "" || isEmail(value), code("invalid_email")),
  subject: line(contactLimits.subject, false),
  message: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .refine((value) => value.trim() !== "", code("required"))
    .refine((value) => characters(value) <= contactLimits.message, code("too_long")),
  consent: z.boolean().refine((value) => value, code("consent_required")),
});

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

export type Validation = { ok: true; message: ContactMessage } | { ok: false; fieldErrors: Partial<Record<ContactField, FieldErrorCode>> };

export function validateContact(values: ContactValues): Validation {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const fieldErrors: Partial<Record<ContactField, FieldErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    fieldErrors[field] ??= issue.message as FieldErrorCode;
  }
  return { ok: false, fieldErrors };
}
