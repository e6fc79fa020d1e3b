// POST /wp-json/contact-form-7/v1/contact-forms/{id}/feedback, as Contact Form 7 answers it:
// multipart only, a unit tag, validation with Contact Form 7's default (English) messages, acceptance, the short User-Agent
// spam rule, and every outcome as HTTP 200 with a status. Sent messages are persisted.

import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { wpError } from "./http.ts";
import type { ApiContext, ApiRequest, ApiResponse } from "./http.ts";

type Locale = "fr_FR" | "en_US";

interface Form {
  id: number;
  title: string;
  locale: Locale;
}

export const FORMS: Form[] = [
  { id: 501, title: "Contact (FR)", locale: "fr_FR" },
  { id: 502, title: "Contact (EN)", locale: "en_US" },
];

/**
 * Contact Form 7's default messages. A form keeps the messages of the language WordPress spoke
 * when the form was created; both demo forms were created on an English WordPress (the usual
 * case without CF7's French language pack), so the French form answers in English too: the site
 * shows its own text for each status, in the page's language, and never CF7's.
 */
const MESSAGES = {
  mail_sent_ok: "Thank you for your message. It has been sent.",
  mail_sent_ng: "There was an error trying to send your message. Please try again later.",
  validation_error: "One or more fields have an error. Please check and try again.",
  spam: "There was an error trying to send your message. Please try again later.",
  accept_terms: "You must accept the terms and conditions before sending your message.",
  invalid_required: "Please fill out this field.",
  invalid_too_long: "This field has a too long input.",
  invalid_email: "Please enter an email address.",
  aborted: "Sending mail has been aborted.",
} as const;

type MessageKey = keyof typeof MESSAGES;

/** The form's fields, in form order: [name, required, maxlength, kind]. */
export const FIELDS = [
  { name: "your-name", required: true, max: 200, kind: "text" },
  { name: "your-email", required: true, max: 254, kind: "email" },
  { name: "your-subject", required: false, max: 200, kind: "text" },
  { name: "your-message", required: true, max: 5000, kind: "textarea" },
  { name: "your-consent", required: false, max: 0, kind: "acceptance" },
] as const;

const HASH_SECRET = randomBytes(32);

/** WordPress's is_email(). */
export function isEmail(email: string): boolean {
  if (email.length < 6) return false;
  const at = email.indexOf("@", 1);
  if (at === -1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (/\.{2}/.test(domain)) return false;
  if (domain.replace(/^[\s\0\x0B.]+|[\s\0\x0B.]+$/g, "") !== domain) return false;
  const subs = domain.split(".");
  if (subs.length < 2) return false;
  return subs.every((sub) => sub.replace(/^[\s\0\x0B-]+|[\s\0\x0B-]+$/g, "") === sub && /^[a-z0-9-]+$/i.test(sub));
}

async function readForm(req: ApiRequest, body: Buffer): Promise<Map<string, string>> {
  const fields = new Map<string, string>();
  try {
    const request = new Request("http://cms.invalid/", {
      method: "POST",
      headers: { "content-type": String(req.headers["content-type"] ?? "") },
      body: new Uint8Array(body),
    });
    const data = await request.formData();
    for (const [name, value] of data.entries()) {
      if (typeof value === "string" && !fields.has(name)) fields.set(name, value);
    }
  } catch {
    // an unreadable body is an empty form, as PHP would see it
  }
  return fields;
}

export async function cf7Feedback(formId: number, req: ApiRequest, ctx: ApiContext): Promise<ApiResponse> {
  const body = await req.body();
  if (body === "too_large")
    return wpError(413, "rest_request_too_large", "The request body is larger than the 1 MB limit.");
  const contentType = String(req.headers["content-type"] ?? "");
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) {
    return wpError(415, "wpcf7_unsupported_media_type", "The request payload format is not supported.");
  }
  const form = FORMS.find((f) => f.id === formId);
  if (!form) return wpError(404, "wpcf7_not_found", "The requested contact form was not found.");
  const posted = await readForm(req, body);
  const unitTag = (posted.get("_wpcf7_unit_tag") ?? "").replace(/[^A-Za-z0-9_-]/g, "");
  if (!unitTag) return wpError(400, "wpcf7_unit_tag_not_found", "There is no valid unit tag.");

  const messages = MESSAGES;
  const userAgent = String(req.headers["user-agent"] ?? "").slice(0, 254);
  const values: Record<string, string> = {};
  const invalid: { field: string; message: string; idref: null; error_id: string }[] = [];
  const fail = (field: string, key: MessageKey): void => {
    invalid.push({ field, message: messages[key], idref: null, error_id: `${unitTag}-ve-${field}` });
  };
  for (const field of FIELDS) {
    const raw = posted.get(field.name) ?? "";
    values[field.name] = raw;
    if (field.kind === "acceptance") continue;
    const value = field.kind === "textarea" ? raw : raw.replace(/\n/g, " ").trim();
    if (value === "") {
      if (field.required) fail(field.name, "invalid_required");
    } else if (field.kind === "email" && !isEmail(value)) {
      fail(field.name, "invalid_email");
    } else if (value.length > field.max) {
      fail(field.name, "invalid_too_long");
    }
  }

  let status: "mail_sent" | "mail_failed" | "validation_failed" | "acceptance_missing" | "spam" | "aborted";
  const consent = values["your-consent"] ?? "";
  if (invalid.length > 0) status = "validation_failed";
  else if (consent === "" || consent === "0") status = "acceptance_missing";
  else if (ctx.faults.cf7 && ctx.faults.cf7 !== "lost_answer") status = ctx.faults.cf7;
  else if (userAgent.length < 2) status = "spam";
  else status = "mail_sent";

  const message: Record<typeof status, string> = {
    mail_sent: messages.mail_sent_ok,
    mail_failed: messages.mail_sent_ng,
    validation_failed: messages.validation_error,
    acceptance_missing: messages.accept_terms,
    spam: messages.spam,
    aborted: messages.aborted,
  };
  const hashed = status === "mail_sent" || status === "mail_failed" || status === "aborted";
  const postedDataHash = hashed
    ? createHmac("md5", HASH_SECRET)
        .update(JSON.stringify([Math.ceil(Date.now() / 1_800_000), unitTag, values]))
        .digest("hex")
    : "";

  // As docs/wordpress/vitrine-contact-idempotency.php does: a message already taken under the same
  // key is answered as sent, and neither sent nor stored again.
  const idempotencyKey = (posted.get("_idempotency_key") ?? "").slice(0, 100) || undefined;
  const duplicate =
    status === "mail_sent" && idempotencyKey !== undefined && (await ctx.submissions.hasKey(idempotencyKey));
  if (status === "mail_sent" && !duplicate) {
    await ctx.submissions.append({
      ...(idempotencyKey ? { idempotencyKey } : {}),
      id: randomUUID(),
      formId: form.id,
      receivedAt: new Date().toISOString(),
      locale: form.locale,
      unitTag,
      userAgent,
      fields: values,
    });
  }
  if (status === "mail_sent" && ctx.faults.cf7 === "lost_answer") {
    return wpError(
      504,
      "gateway_timeout",
      "The answer was lost on its way back (fault injected after the message was taken).",
    );
  }
  // Contact Form 7's key order: submit()'s result (invalid_fields only when validation failed,
  // then posted_data_hash), then the REST controller's into and invalid_fields.
  const answer: Record<string, unknown> = {
    contact_form_id: form.id,
    status,
    message: message[status],
    demo_mode: false,
  };
  if (status === "validation_failed") answer.invalid_fields = invalid;
  answer.posted_data_hash = postedDataHash;
  answer.into = `#${unitTag}`;
  answer.invalid_fields = invalid;
  return { status: 200, body: answer };
}

/**
 * GET /contact-form-7/v1/contact-forms/{id}/feedback/schema: the form's validation rules, as
 * Contact Form 7 (5.6 and later) publishes them for its own script (acceptance is not a rule).
 */
export function cf7Schema(formId: number): ApiResponse {
  const form = FORMS.find((f) => f.id === formId);
  if (!form) return wpError(404, "wpcf7_not_found", "The requested contact form was not found.");
  const rules: Record<string, unknown>[] = [];
  for (const field of FIELDS) {
    if (field.kind === "acceptance") continue;
    if (field.required) rules.push({ rule: "required", field: field.name, error: MESSAGES.invalid_required });
    if (field.kind === "email") rules.push({ rule: "email", field: field.name, error: MESSAGES.invalid_email });
    rules.push({ rule: "maxlength", field: field.name, threshold: field.max, error: MESSAGES.invalid_too_long });
  }
  return { status: 200, body: { version: "Contact Form 7 SWV Schema 2024-10", locale: form.locale, rules } };
}
