// The server side of the contact form, independent of Next.js (the server action passes in the
// request's address and User-Agent): body size, honeypot, rate limit, validation, then one
// message to Contact Form 7, and an answer the form can show in the page's language.
import { randomUUID } from "node:crypto";
import { contactLimits, type Language } from "@/config/site.ts";
import { queueContactMessage } from "./contact-outbox.ts";
import { sendContactMessage, type ContactFormResult } from "@/lib/wordpress/contact-form.ts";

type ContactMessage = Parameters<typeof sendContactMessage>[0];
import type { WordPressClient } from "@/lib/wordpress/client.ts";
import { bodyBytes, isHoneypotFilled, readValues, validateContact } from "./schema.ts";
import { contactRateLimiter, type RateLimiter } from "./rate-limit.ts";
import { type ContactFormState, type ContactValues, type FormErrorCode } from "./state.ts";
import { logger } from "../server/log.ts";

export interface ContactTarget {
  language: Language;
  /** Contact Form 7 form id for this language. */
  formId: number;
  /** WordPress id of the page showing the form. */
  pageId?: number;
}

export interface ContactRequest {
  /** Where the message goes; null when no form is configured for the language, "unavailable" when WordPress could not say. */
  target: ContactTarget | null | "unavailable";
  /** The visitor's address (rate limit key). */
  address: string;
  userAgent: string;
  limiter?: RateLimiter;
  client?: WordPressClient;
  /** Keeps a message WordPress could not take, for later delivery; by default the site's outbox. */
  queue?: (...message: Parameters<typeof queueContactMessage>) => void | Promise<void>;
}

/** Values sent back to the form: only the expected fields, each cut to a size the form accepts. */
function keep(values: ContactValues): ContactValues {
  const cut = (value: string, max: number) => (value.length > max * 2 ? value.slice(0, max * 2) : value);
  return {
    name: cut(values.name, contactLimits.name),
    email: cut(values.email, contactLimits.email),
    subject: cut(values.subject, contactLimits.subject),
    message: cut(values.message, contactLimits.message),
    consent: values.consent,
  };
}

function failed(
  attempt: number,
  values: ContactValues,
  formError: FormErrorCode,
  httpStatus: number,
  retryAfterSeconds: number | null = null,
): ContactFormState {
  return { status: "failed", httpStatus, fieldErrors: {}, formError, values: keep(values), retryAfterSeconds, attempt };
}

/** An answer without a form error: the status, its HTTP status and the fields to correct, if any. */
function answer(
  status: "sent" | "queued" | "invalid",
  httpStatus: number,
  attempt: number,
  values: ContactValues,
  fieldErrors: ContactFormState["fieldErrors"] = {},
): ContactFormState {
  return { status, httpStatus, fieldErrors, formError: null, values: keep(values), retryAfterSeconds: null, attempt };
}

/** Sent: the form shows what was sent in place of the fields. */
const sent = (attempt: number, values: ContactValues) => answer("sent", 200, attempt, values);

/** Kept for later delivery (the outbox): shown as sent. */
const queued = (attempt: number, values: ContactValues) => answer("queued", 202, attempt, values);

/** Fields to correct: the form shows each one's message, and their list above. */
const invalid = (attempt: number, values: ContactValues, fieldErrors: ContactFormState["fieldErrors"]) =>
  answer("invalid", 422, attempt, values, fieldErrors);

/** WordPress did not take the message but may later: down, slow, failing, answering nonsense. */
function isWorthKeeping(result: ContactFormResult): result is Extract<ContactFormResult, { status: "failed" }> {
  return (
    result.status === "failed" && ["timeout", "unreachable", "server_error", "invalid_response"].includes(result.reason)
  );
}

function fromContactForm7(result: ContactFormResult, values: ContactValues, attempt: number): ContactFormState {
  switch (result.status) {
    case "mail_sent":
      return sent(attempt, values);
    case "validation_failed": {
      if (result.fields.length === 0) return failed(attempt, values, "misconfigured", 422);
      const fieldErrors = Object.fromEntries(result.fields.map((field) => [field, "rejected" as const]));
      return invalid(attempt, values, fieldErrors);
    }
    case "acceptance_missing":
      return invalid(attempt, values, { consent: "consent_required" });
    case "spam":
      return failed(attempt, values, "spam", 403);
    case "mail_failed":
    case "aborted":
      return failed(attempt, values, "mail_failed", 502);
    case "failed":
      switch (result.reason) {
        case "timeout":
        case "unreachable":
        case "server_error":
        case "invalid_response":
          return failed(attempt, values, "unavailable", result.httpStatus >= 500 ? result.httpStatus : 503);
        case "rate_limited":
          return failed(attempt, values, "rate_limited", 429);
        case "too_large":
          return failed(attempt, values, "too_large", 413);
        default:
          return failed(attempt, values, "misconfigured", 502);
      }
  }
}

/** Handles one posted contact form. Never throws for anything the visitor or WordPress does. */
export async function handleContactSubmission(
  form: FormData,
  request: ContactRequest,
  previous?: ContactFormState,
): Promise<ContactFormState> {
  const attempt = (Number.isInteger(previous?.attempt) ? (previous?.attempt ?? 0) : 0) + 1;
  const values = readValues(form);

  if (bodyBytes(form) > contactLimits.bodyBytes) return failed(attempt, values, "too_large", 413);

  if (isHoneypotFilled(form)) {
    // Answer as if sent, so the robot learns nothing; nothing reaches WordPress.
    logger("contact").warn(`honeypot filled from ${request.address}; message dropped`);
    return sent(attempt, values);
  }

  const { target } = request;
  if (target === "unavailable") return failed(attempt, values, "unavailable", 503);
  if (!target) {
    logger("contact").error(
      `no Contact Form 7 form id for this language: set contact_form_{lang} in the site options or CONTACT_FORM_ID_{LANG}`,
    );
    return failed(attempt, values, "misconfigured", 503);
  }

  const limiter = request.limiter ?? contactRateLimiter();
  const wait = await limiter.retryAfter(request.address);
  if (wait > 0) return failed(attempt, values, "rate_limited", 429, wait);

  const validation = validateContact(values);
  if (!validation.ok) {
    return invalid(attempt, values, validation.fieldErrors);
  }

  // Counted only when there is still room: another instance may have taken the last place meanwhile.
  const late = await limiter.hit(request.address);
  if (late > 0) return failed(attempt, values, "rate_limited", 429, late);
  return deliver(request, target, validation.message, values, attempt);
}

/**
 * Sends the message to Contact Form 7; one WordPress could not take yet is kept in the outbox
 * for later delivery (queued), else the answer is Contact Form 7's.
 */
async function deliver(
  request: ContactRequest,
  target: ContactTarget,
  message: ContactMessage,
  values: ContactValues,
  attempt: number,
): Promise<ContactFormState> {
  // The same id for this delivery and any later one from the outbox: WordPress takes it once.
  const id = randomUUID();
  const delivery = {
    formId: target.formId,
    language: target.language,
    containerPostId: target.pageId,
    userAgent: request.userAgent,
  };
  const result = await sendContactMessage(message, { ...delivery, idempotencyKey: id }, request.client);
  if (isWorthKeeping(result)) {
    try {
      await (request.queue ?? queueContactMessage)(
        id,
        message,
        delivery,
        `${result.reason} (${result.httpStatus} ${result.code})`,
      );
      return queued(attempt, message);
    } catch (error) {
      logger("contact").error(
        `[contact-outbox] message could not be kept for later delivery: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return fromContactForm7(result, result.status === "mail_sent" ? message : values, attempt);
}
