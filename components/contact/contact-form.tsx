"use client";
// The contact form's island: a real <form> posted to the server action, which works without
// JavaScript. The form checks itself (`noValidate`: the browser's bubbles leave nothing on the
// page), with the same rules as the server (lib/contact/schema.ts): a visitor gets the same error
// summary and field messages before posting, from the server's answer without JavaScript, or
// from Contact Form 7 through the server. With JavaScript, no reload, and focus on the answer
// (the summary links to each field to correct). After a sent message, what was sent is shown in
// place of the fields, with a link to write another. Every text arrives as a prop, in the page's
// language.
import { useActionState, useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { readValues, validateContact } from "@/lib/contact/schema.ts";
import { useIsClient } from "../blocks/parts/is-client.ts";
import styles from "./contact-form.module.css";
import { fieldOrder, initialContactState, statusId, type ContactFormState } from "@/lib/contact/state.ts";
import { ContactFields, fieldMessage, inputId, type ContactLimits, type ContactText } from "./contact-fields.tsx";

interface Props {
  action: (previous: ContactFormState, form: FormData) => Promise<ContactFormState>;
  text: ContactText;
  /** Where the browser goes when JavaScript is off: this page, scrolled to the answer. */
  permalink: string;
  limits: ContactLimits;
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

/** The island's state: the server's answers, its own check before posting, and "write another message". */
function useContactForm(action: Props["action"], permalink: string) {
  const [state, formAction, pending] = useActionState(action, initialContactState, permalink);
  // The island's own check, shown in place of the server's last answer until the next one.
  const [checked, setChecked] = useState<{ after: number; state: ContactFormState } | null>(null);
  // "Write another message": an empty form again after the answer it follows.
  const [writingAgainAfter, setWritingAgainAfter] = useState<number | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  const writingAgain = writingAgainAfter === state.attempt;
  let shown = state;
  if (writingAgain) shown = { ...initialContactState, attempt: state.attempt };
  else if (checked?.after === state.attempt) shown = checked.state;

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
    const fieldErrors = validation.fieldErrors;
    setChecked({
      after: state.attempt,
      state: {
        ...initialContactState,
        status: "invalid",
        httpStatus: 422,
        fieldErrors,
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

  // key: a new answer (or another message) re-creates the fields with what the server kept, or empty.
  const fieldsKey = `${state.attempt}${writingAgain ? "-again" : ""}`;
  return { shown, formAction, pending, summary, firstField, fieldsKey, onSubmit, onWriteAgain };
}

export function ContactForm({ action, text, permalink, limits }: Props) {
  const { shown, formAction, pending, summary, firstField, fieldsKey, onSubmit, onWriteAgain } = useContactForm(
    action,
    permalink,
  );
  // True once hydrated (data-enhanced): the form checks itself from then on, else the server does.
  const enhanced = useIsClient();
  const sent = shown.status === "sent" || shown.status === "queued";

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
          <ContactFields key={fieldsKey} state={shown} text={text} limits={limits} firstField={firstField} />
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
