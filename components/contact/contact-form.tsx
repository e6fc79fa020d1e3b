"use client";
// The contact form's island: a real <form> posted to the server action, which works without
// JavaScript; with it, no reload, the answer announced in a live region and focus on the first
// field to correct. Every text arrives as a prop, in the page's language.
import { useActionState, useEffect, useRef, type FormEvent } from "react";
import type { Messages } from "@/lib/i18n/messages.ts";
import styles from "./contact-form.module.css";
import { fieldOrder, initialContactState, inputNames, statusId, type ContactField, type ContactFormState, type FieldErrorCode } from "@/lib/contact/state.ts";

type Text = Messages["contact"];

interface Props {
  action: (previous: ContactFormState, form: FormData) => Promise<ContactFormState>;
  text: Text;
  /** Where the browser goes when JavaScript is off: this page, scrolled to the answer. */
  permalink: string;
  limits: { name: number; email: number; subject: number; message: number };
}

const inputId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const hintId = (field: ContactField) => `contact-${field}-hint`;

function fieldMessage(text: Text, field: ContactField, code: FieldErrorCode): string {
  const messages: Partial<Record<FieldErrorCode, string>> = text.fieldErrors[field];
  return messages[code] ?? messages.rejected ?? code;
}

function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {" "}
      *
    </span>
  );
}

export function ContactForm({ action, text, permalink, limits }: Props) {
  const [state, formAction, pending] = useActionState(action, initialContactState, permalink);
  const formRef = useRef<HTMLFormElement>(null);

  // After each answer: the answer in view, its title clear of the sticky header (html's
  // scroll-padding-top), and focus on the first field to correct (its label, error and hint are
  // read). The field is scrolled to as well only when the answer leaves it off screen.
  useEffect(() => {
    if (state.attempt === 0) return;
    document.getElementById(statusId)?.scrollIntoView({ block: "start", behavior: "instant" });
    const first = fieldOrder.find((field) => state.fieldErrors[field]);
    const input = first ? document.getElementById(inputId(first)) : null;
    if (!input) return;
    input.focus({ preventScroll: true });
    const box = input.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) input.scrollIntoView({ block: "nearest", behavior: "instant" });
  }, [state]);

  const error = (field: ContactField) => state.fieldErrors[field];
  const describedBy = (field: ContactField, hint = false) =>
    [hint ? hintId(field) : null, error(field) ? errorId(field) : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ContactField) => {
    const code = error(field);
    return code ? (
      <p id={errorId(field)} className={styles.error}>
        <span className={styles.errorMark} aria-hidden="true">
          !
        </span>
        {fieldMessage(text, field, code)}
      </p>
    ) : null;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // One message at a time: a second click while sending does nothing.
    if (pending) event.preventDefault();
  }

  const invalidFields = fieldOrder.filter((field) => state.fieldErrors[field]);
  const { values } = state;

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={styles.form} aria-labelledby="contact-title" aria-busy={pending}>
      <div id={statusId} className={styles.status} role="status" aria-live="polite" aria-atomic="true" tabIndex={-1}>
        {state.status === "sent" ? (
          <div className={`${styles.notice} ${styles.success}`} data-result="sent">
            <p className={styles.noticeTitle}>{text.sentTitle}</p>
            <p>{text.sent}</p>
          </div>
        ) : state.status === "queued" ? (
          <div className={`${styles.notice} ${styles.success}`} data-result="queued">
            <p className={styles.noticeTitle}>{text.queuedTitle}</p>
            <p>{text.queued}</p>
          </div>
        ) : state.status === "invalid" ? (
          <div className={`${styles.notice} ${styles.problem}`} data-result="invalid">
            <p className={styles.noticeTitle}>{text.invalidTitle}</p>
            <p>{text.invalidSummary}</p>
            <ul className={styles.summaryList}>
              {invalidFields.map((field) => (
                <li key={field}>
                  <a href={`#${inputId(field)}`}>{fieldMessage(text, field, state.fieldErrors[field]!)}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : state.status === "failed" && state.formError ? (
          <div className={`${styles.notice} ${styles.problem}`} data-result="failed">
            <p className={styles.noticeTitle}>{text.failedTitle}</p>
            <p>{text.errors[state.formError].replace("{minutes}", String(Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))))}</p>
            <p>{text.kept}</p>
          </div>
        ) : null}
      </div>

      {/* key: a new answer re-creates the fields with what the server kept (or empty after a sent message). */}
      <div className={styles.fields} key={state.attempt}>
        <p className={styles.note}>{text.requiredNote}</p>

        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={inputId("name")} className={styles.label}>
              {text.name}
              <Required />
            </label>
            <input
              id={inputId("name")}
              name={inputNames.name}
              type="text"
              autoComplete="name"
              required
              maxLength={limits.name}
              defaultValue={values.name}
              aria-invalid={error("name") ? true : undefined}
              aria-describedby={describedBy("name")}
              className={styles.input}
            />
            {fieldError("name")}
          </div>

          <div className={styles.field}>
            <label htmlFor={inputId("email")} className={styles.label}>
              {text.email}
              <Required />
            </label>
            <p id={hintId("email")} className={styles.hint}>
              {text.emailHint}
            </p>
            <input
              id={inputId("email")}
              name={inputNames.email}
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={limits.email}
              defaultValue={values.email}
              aria-invalid={error("email") ? true : undefined}
              aria-describedby={describedBy("email", true)}
              className={styles.input}
            />
            {fieldError("email")}
          </div>
        </div>

        <div className={styles.field}>
          <label htmlFor={inputId("subject")} className={styles.label}>
            {text.subject}
          </label>
          <input
            id={inputId("subject")}
            name={inputNames.subject}
            type="text"
            maxLength={limits.subject}
            defaultValue={values.subject}
            aria-invalid={error("subject") ? true : undefined}
            aria-describedby={describedBy("subject")}
            className={styles.input}
          />
          {fieldError("subject")}
        </div>

        <div className={styles.field}>
          <label htmlFor={inputId("message")} className={styles.label}>
            {text.message}
            <Required />
          </label>
          <p id={hintId("message")} className={styles.hint}>
            {text.messageHint}
          </p>
          <textarea
            id={inputId("message")}
            name={inputNames.message}
            required
            rows={8}
            maxLength={limits.message}
            defaultValue={values.message}
            aria-invalid={error("message") ? true : undefined}
            aria-describedby={describedBy("message", true)}
            className={`${styles.input} ${styles.textarea}`}
          />
          {fieldError("message")}
        </div>

        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-website">{text.honeypot}</label>
          <input id="contact-website" name={inputNames.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={`${styles.field} ${styles.consentField}`}>
          <div className={styles.consent}>
            <input
              id={inputId("consent")}
              name={inputNames.consent}
              type="checkbox"
              required
              defaultChecked={values.consent}
              aria-invalid={error("consent") ? true : undefined}
              aria-describedby={describedBy("consent", true)}
              className={styles.checkbox}
            />
            <label htmlFor={inputId("consent")} className={styles.consentLabel}>
              {text.consent}
              <Required />
            </label>
          </div>
          <p id={hintId("consent")} className={`${styles.hint} ${styles.consentHint}`}>
            {text.consentHint}
          </p>
          {fieldError("consent")}
        </div>
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
          {pending ? text.sending : text.submit}
        </button>
      </div>
    </form>
  );
}
