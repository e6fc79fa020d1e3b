// Contact Form 7: the only code that talks to it. One multipart POST to
// /contact-form-7/v1/contact-forms/{id}/feedback, never retried, with the hidden fields Contact
// Form 7's own form sends, the visitor's User-Agent and only the expected fields. Every answer
// (each CF7 status, each HTTP failure, a timeout, WordPress unreachable) becomes a typed result.
import { z } from "zod";
import { locales, type Language } from "../../config/site.ts";
import { wordpress, type WordPressClient } from "./client.ts";
import { contentProblems } from "./content-problems.ts";
import { WordPressError } from "./errors.ts";
import { logger } from "../server/log.ts";

/** The contact form's fields, in form order (the app's names). */
export const contactFields = ["name", "email", "subject", "message", "consent"] as const;
export type ContactField = (typeof contactFields)[number];

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The privacy notice was accepted. */
  consent: boolean;
}

export interface ContactDelivery {
  /** Contact Form 7 form id. */
  formId: number;
  /** The page's language: the locale sent to Contact Form 7. */
  language: Language;
  /** WordPress id of the page the form is shown on (`_wpcf7_container_post`), if any. */
  containerPostId?: number;
  /** The visitor's User-Agent, forwarded as is (Contact Form 7 treats a missing one as spam). */
  userAgent: string;
  /**
   * The message's id, the same for each delivery of it (`_idempotency_key`): WordPress answers a
   * message it already took as sent without sending it again (docs/wordpress/vitrine-contact-idempotency.php).
   */
  idempotencyKey?: string;
}

/** Why Contact Form 7 could not take the message at all. */
export type ContactFormFailure =
  /** 404 `wpcf7_not_found`: the configured form id does not exist. */
  | "form_not_found"
  /** 415 `wpcf7_unsupported_media_type`: the body was not multipart. */
  | "unsupported_media_type"
  /** 400 `wpcf7_unit_tag_not_found`. */
  | "invalid_unit_tag"
  /** 413: the body was too large for WordPress. */
  | "too_large"
  /** 429: WordPress (or a proxy in front of it) limits requests. */
  | "rate_limited"
  /** Any other 4xx. */
  | "bad_request"
  /** 5xx. */
  | "server_error"
  | "timeout"
  | "unreachable"
  /** 200 with a body that is not Contact Form 7's, or a status it does not define. */
  | "invalid_response";

export type ContactFormResult =
  | { status: "mail_sent" }
  /** Contact Form 7 refused fields: those it named that are ours, and how many it named that are not. */
  | { status: "validation_failed"; fields: ContactField[]; unknownFields: number }
  | { status: "acceptance_missing" }
  | { status: "spam" }
  | { status: "mail_failed" }
  | { status: "aborted" }
  | { status: "failed"; reason: ContactFormFailure; httpStatus: number; code: string };

/** Contact Form 7's names for our fields (the default form template's names). */
export const contactFieldNames: Record<ContactField, string> = {
  name: "your-name",
  email: "your-email",
  subject: "your-subject",
  message: "your-message",
  consent: "your-consent",
};

const feedback = z.looseObject({
  status: z.string(),
  invalid_fields: z
    .array(z.looseObject({ field: z.string().nullish().catch(null), idref: z.string().nullish().catch(null) }))
    .catch([]),
});

/** The unit tag Contact Form 7 gives a form placed in a post: `wpcf7-f{form}-p{post}-o1`. */
export function unitTag(formId: number, containerPostId?: number): string {
  return containerPostId ? `wpcf7-f${formId}-p${containerPostId}-o1` : `wpcf7-f${formId}-o1`;
}

/** The multipart body: Contact Form 7's hidden fields and the expected fields only. */
export function feedbackBody(message: ContactMessage, delivery: ContactDelivery): FormData {
  const body = new FormData();
  body.set("_wpcf7", String(delivery.formId));
  body.set("_wpcf7_unit_tag", unitTag(delivery.formId, delivery.containerPostId));
  body.set("_wpcf7_locale", locales[delivery.language]);
  body.set("_wpcf7_container_post", String(delivery.containerPostId ?? 0));
  if (delivery.idempotencyKey) body.set("_idempotency_key", delivery.idempotencyKey);
  body.set(contactFieldNames.name, message.name);
  body.set(contactFieldNames.email, message.email);
  body.set(contactFieldNames.subject, message.subject);
  body.set(contactFieldNames.message, message.message);
  // As a browser posts an acceptance checkbox: "1" when ticked, absent otherwise.
  if (message.consent) body.set(contactFieldNames.consent, "1");
  return body;
}

/** Our field for a Contact Form 7 invalid field: by its name, else by its `idref`. */
function toField(entry: { field?: string | null; idref?: string | null }): ContactField | undefined {
  const byName = (name: string | null | undefined) =>
    name ? contactFields.find((field) => contactFieldNames[field] === name || field === name) : undefined;
  return byName(entry.field) ?? byName(entry.idref);
}

function failureOf(error: WordPressError): { reason: ContactFormFailure; httpStatus: number; code: string } {
  const { status, code } = error;
  if (code === "timeout") return { reason: "timeout", httpStatus: 504, code };
  if (code === "unreachable") return { reason: "unreachable", httpStatus: 503, code };
  if (code === "invalid_json") return { reason: "invalid_response", httpStatus: 502, code };
  if (status === 404) return { reason: "form_not_found", httpStatus: status, code };
  if (status === 415) return { reason: "unsupported_media_type", httpStatus: status, code };
  if (status === 400 && code === "wpcf7_unit_tag_not_found")
    return { reason: "invalid_unit_tag", httpStatus: status, code };
  if (status === 413) return { reason: "too_large", httpStatus: status, code };
  if (status === 429) return { reason: "rate_limited", httpStatus: status, code };
  if (status >= 500) return { reason: "server_error", httpStatus: status, code };
  return { reason: "bad_request", httpStatus: status, code };
}

/** Maps Contact Form 7's answer (already parsed JSON) to a result. */
export function toContactFormResult(answer: unknown): ContactFormResult {
  const parsed = feedback.safeParse(answer);
  if (!parsed.success) return { status: "failed", reason: "invalid_response", httpStatus: 502, code: "invalid_shape" };
  const { status, invalid_fields: invalid } = parsed.data;
  switch (status) {
    case "mail_sent":
    case "acceptance_missing":
    case "spam":
    case "mail_failed":
    case "aborted":
      return { status };
    case "validation_failed": {
      const fields = invalid.map(toField);
      const known = contactFields.filter((field) => fields.includes(field));
      return { status, fields: known, unknownFields: fields.filter((field) => field === undefined).length };
    }
    default:
      return {
        status: "failed",
        reason: "invalid_response",
        httpStatus: 502,
        code: `unknown_status_${status}`.slice(0, 80),
      };
  }
}

/**
 * Sends a message to Contact Form 7, once. Never throws for anything WordPress does: every
 * outcome is a result (failures are logged on the server with what an operator needs).
 */
export async function sendContactMessage(
  message: ContactMessage,
  delivery: ContactDelivery,
  client: WordPressClient = wordpress(),
): Promise<ContactFormResult> {
  const path = `contact-form-7/v1/contact-forms/${delivery.formId}/feedback`;
  let result: ContactFormResult;
  try {
    const answer = await client.postForm(path, feedbackBody(message, delivery), { "user-agent": delivery.userAgent });
    result = toContactFormResult(answer);
  } catch (error) {
    const failure =
      error instanceof WordPressError
        ? error
        : new WordPressError(
            `Contact Form 7 could not be reached: ${error instanceof Error ? error.message : String(error)}`,
            {
              status: 503,
              code: "unreachable",
              url: path,
              cause: error,
            },
          );
    result = { status: "failed", ...failureOf(failure) };
    logger("contact").error(`form ${delivery.formId} (${delivery.language}): ${result.reason}: ${failure.message}`);
    if (result.reason === "form_not_found") {
      // Listed by /api/ready until a message reaches a form again.
      const name = delivery.language.toUpperCase();
      contentProblems().record(`Contact Form 7 form ${delivery.formId}`, "not found", [
        `Contact Form 7 has no form ${delivery.formId} (404 ${failure.code}), the form of "${delivery.language}": set contact_form_${delivery.language} in the site options (or CONTACT_FORM_ID_${name}) to the id of an existing form`,
      ]);
    }
    return result;
  }
  if (result.status !== "failed") contentProblems().record(`Contact Form 7 form ${delivery.formId}`, "answered", []);
  if (result.status === "failed")
    logger("contact").error(`form ${delivery.formId} (${delivery.language}): Contact Form 7 answered ${result.code}`);
  return result;
}
