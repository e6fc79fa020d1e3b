"use client";
// The contact form's island: a real <form> posted to the server action, which works without
// JavaScript. The form checks itself (`noValidate`: the browser's bubbles leave nothing on the
// page), with the same rules as the server (lib/contact/schema.ts): a visitor gets the same error
// summary and field messages before posting, from the server's answer without JavaScript, or
// from Contact Form 7 through the server. With JavaScript, no reload, and focus on the answer
// (the summary links to each field to correct). After a sent message, what was sent is shown in
// place of the fields, with a link to write another. Every text arrives as a prop, in the page's
// language.
import { useActionState, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages.ts";
import { readValues, validateContact } from "@/lib/contact/schema.ts";
import { useIsClient } from "../blocks/parts/is-client.ts";
import styles from "./contact-form.module.css";
import {
  fieldOrder,
  initialContactState,
  inputNames,
  statusId,
  type ContactField,
  type ContactFormState,
  type FieldErrorCode,
} from "@/lib/contact/state.ts";

type ContactText = Messages["contact"];

interface Props {
  action: (previous: ContactFormState, form: FormData) => Promise<ContactFormState>;
  text: ContactText;
  /** Where the browser goes when JavaScript is off: this page, scrolled to the answer. */
  permalink: string;
  limits: { name: number; email: number; subject: number; message: number };
}

const inputId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const hintId = (field: ContactField) => `contact-${field}-hint`;

function fieldMessage(text: ContactText, field: ContactField, code: FieldErrorCode): string {
  const messages: Partial<Record<FieldErrorCode, string>> = text.fieldErrors[field];
  return messages[code] ?? messages.rejected ?? code;
}

/** What a field's control needs to be named, described and marked invalid. */
interface ControlProps {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

function controlProps(field: ContactField, hint: boolean, error: FieldErrorCode | undefined): ControlProps {
  const describedBy = [hint ? hintId(field) : null, error ? errorId(field) : null].filter(Boolean).join(" ");
  return {
    id: inputId(field),
    name: inputNames[field],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {" "}
      *
    </span>
  );
}

function FieldError({
  field,
  code,
  text,
}: {
  field: ContactField;
  code: FieldErrorCode | undefined;
  text: ContactText;
}) {
  if (!code) return null;
  return (
    <p id={errorId(field)} className={styles.error}>
      <span className={styles.errorMark} aria-hidden="true">
        !
      </span>
      {fieldMessage(text, field, code)}
    </p>
  );
}

/** A labelled field: its label, its hint, its control (given the props it needs) and its error. */
function Field(props: {
  field: ContactField;
  label: string;
  hint?: string;
  required?: boolean;
  error: FieldErrorCode | undefined;
  text: ContactText;
  children: (control: ControlProps) => ReactNode;
}) {
  const { field, label, hint, required, error, text, children } = props;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId(field)} className={styles.label}>
        {label}
        {required ? <Required /> : null}
      </label>
      {hint ? (
        <p id={hintId(field)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(controlProps(field, hint !== undefined, error))}
      <FieldError field={field} code={error} text={text} />
    </div>
  );
}

/** The answer's notice: its kind (for its colour), its title and its lines. */
function notice(
  state: ContactFormState,
  text: ContactText,
): { tone: "success" | "problem"; title: string; lines: string[] } | null {
  switch (state.status) {
    case "sent":
      return { tone: "success", title: text.sentTitle, lines: [text.sent] };
    case "queued":
      return { tone: "success", title: text.queuedTitle, lines: [text.queued] };
    case "invalid":
      return { tone: "problem", title: text.invalidTitle, lines: [text.invalidSummary] };
    case "failed": {
      if (!state.formError) return null;
      const minutes = String(Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60)));
      return {
        tone: "problem",
        title: text.failedTitle,
        lines: [text.errors[state.formError].replace("{minutes}", minutes), text.kept],
      };
    }
    default:
      return null;
  }
}

function StatusNotice({ state, text }: { state: ContactFormState; text: ContactText }) {
  const shown = notice(state, text);
  if (!shown) return null;
  const invalid = fieldOrder.filter((field) => state.fieldErrors[field]);
  return (
    <div className={`${styles.notice} ${styles[shown.tone]}`} data-result={state.status}>
      <p className={styles.noticeTitle}>{shown.title}</p>
      {shown.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {invalid.length > 0 ? (
        <ul className={styles.summaryList}>
          {invalid.map((field) => (
            <li key={field}>
              <a href={`#${inputId(field)}`}>{fieldMessage(text, field, state.fieldErrors[field]!)}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What was sent, in place of the fields, and the way to write another message. */
function SentMessage({
  state,
  text,
  address,
  onWriteAgain,
}: {
  state: ContactFormState;
  text: ContactText;
  address: string;
  onWriteAgain: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { values } = state;
  const rows: Array<[string, string]> = [
    [text.name, values.name],
    [text.email, values.email],
    [text.subject, values.subject],
    [text.message, values.message],
  ];
  return (
    <section className={styles.sentMessage} aria-labelledby="contact-sent-title">
      <h3 id="contact-sent-title" className={styles.sentTitle}>
        {text.sentMessageTitle}
      </h3>
      <dl className={styles.sentList}>
        {rows
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <div key={label} className={styles.sentRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {/* Without JavaScript, the page again, with an empty form. */}
      <a href={address} className={styles.writeAgain} onClick={onWriteAgain}>
        {text.writeAgain}
      </a>
    </section>
  );
}

export function ContactForm({ action, text, permalink, limits }: Props) {
  const [state, formAction, pending] = useActionState(action, initialContactState, permalink);
  // The island's own check, shown in place of the server's last answer until the next one.
  const [checked, setChecked] = useState<{ after: number; state: ContactFormState } | null>(null);
  // "Write another message": an empty form again after the answer it follows.
  const [writingAgainAfter, setWritingAgainAfter] = useState<number | null>(null);
  // True once hydrated (data-enhanced): the form checks itself from then on, else the server does.
  const enhanced = useIsClient();
  const summary = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  const writingAgain = writingAgainAfter === state.attempt;
  const shown: ContactFormState = writingAgain
    ? { ...initialContactState, attempt: state.attempt }
    : checked?.after === state.attempt
      ? checked.state
      : state;
  const sent = shown.status === "sent" || shown.status === "queued";

  // After each answer, the server's or the form's own check: the answer in view, its title clear
  // of the sticky header (html's scroll-padding-top), and focus on it, so that it is read; its
  // summary links to each field to correct.
  useEffect(() => {
    if (state.attempt === 0 && !checked) return;
    summary.current?.scrollIntoView({ block: "start", behavior: "instant" });
    summary.current?.focus({ preventScroll: true });
  }, [state, checked]);

  useEffect(() => {
    if (writingAgain) firstField.current?.focus();
  }, [writingAgain]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // One message at a time: a second click while sending does nothing.
    if (pending) {
      event.preventDefault();
      return;
    }
    setWritingAgainAfter(null);
    const values = readValues(new FormData(event.currentTarget));
    const validation = validateContact(values);
    if (validation.ok) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({
      after: state.attempt,
      state: {
        ...initialContactState,
        status: "invalid",
        httpStatus: 422,
        fieldErrors: validation.fieldErrors,
        values,
        attempt: state.attempt,
      },
    });
  }

  function onWriteAgain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setChecked(null);
    setWritingAgainAfter(state.attempt);
  }

  const error = (field: ContactField) => shown.fieldErrors[field];
  const { values } = shown;

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-labelledby="contact-title"
      aria-busy={pending}
      data-enhanced={enhanced || undefined}
    >
      <div
        id={statusId}
        ref={summary}
        className={styles.status}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        tabIndex={-1}
      >
        <StatusNotice state={shown} text={text} />
      </div>

      {sent ? (
        <SentMessage
          state={shown}
          text={text}
          address={permalink.split("#")[0] ?? permalink}
          onWriteAgain={onWriteAgain}
        />
      ) : (
        <>
          {/* key: a new answer (or another message) re-creates the fields with what the server kept, or empty. */}
          <div className={styles.fields} key={`${state.attempt}${writingAgain ? "-again" : ""}`}>
            <p className={styles.note}>{text.requiredNote}</p>

            <div className={styles.row}>
              <Field field="name" label={text.name} required error={error("name")} text={text}>
                {(control) => (
                  <input
                    {...control}
                    ref={firstField}
                    type="text"
                    autoComplete="name"
                    required
                    maxLength={limits.name}
                    defaultValue={values.name}
                    className={styles.input}
                  />
                )}
              </Field>
              <Field field="email" label={text.email} hint={text.emailHint} required error={error("email")} text={text}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    autoComplete="email"
                    spellCheck={false}
                    required
                    maxLength={limits.email}
                    defaultValue={values.email}
                    className={styles.input}
                  />
                )}
              </Field>
            </div>

            <Field field="subject" label={text.subject} error={error("subject")} text={text}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={limits.subject}
                  defaultValue={values.subject}
                  className={styles.input}
                />
              )}
            </Field>

            <Field
              field="message"
              label={text.message}
              hint={text.messageHint}
              required
              error={error("message")}
              text={text}
            >
              {(control) => (
                <textarea
                  {...control}
                  required
                  rows={8}
                  maxLength={limits.message}
                  defaultValue={values.message}
                  className={`${styles.input} ${styles.textarea}`}
                />
              )}
            </Field>

            <div className={styles.trap} aria-hidden="true">
              <label htmlFor="contact-website">{text.honeypot}</label>
              <input
                id="contact-website"
                name={inputNames.honeypot}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>

            <div className={`${styles.field} ${styles.consentField}`}>
              <div className={styles.consent}>
                <input
                  {...controlProps("consent", true, error("consent"))}
                  type="checkbox"
                  required
                  defaultChecked={values.consent}
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
              <FieldError field="consent" code={error("consent")} text={text} />
            </div>
          </div>

          <div className={styles.actions}>
            <button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
              {pending ? text.sending : text.submit}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
