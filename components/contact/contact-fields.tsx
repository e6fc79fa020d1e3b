// The contact form's fields (components/contact/contact-form.tsx): each labelled, described by its
// hint and its error, and marked invalid, as the form's check or the server's answer says.
import type { Ref, ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages.ts";
import { inputNames, type ContactField, type ContactFormState, type FieldErrorCode } from "@/lib/contact/state.ts";
import styles from "./contact-form.module.css";

export type ContactText = Messages["contact"];

export interface ContactLimits {
  name: number;
  email: number;
  subject: number;
  message: number;
}

export const inputId = (field: ContactField) => `contact-${field}`;
export const errorId = (field: ContactField) => `contact-${field}-error`;
export const hintId = (field: ContactField) => `contact-${field}-hint`;

export function fieldMessage(text: ContactText, field: ContactField, code: FieldErrorCode): string {
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

interface FieldsProps {
  state: ContactFormState;
  text: ContactText;
  limits: ContactLimits;
  /** The first field: focused when the visitor writes another message. */
  firstField: Ref<HTMLInputElement>;
}

/** The fields, filled with what the answer kept (or empty), and the robots' trap. */
export function ContactFields({ state, text, limits, firstField }: FieldsProps) {
  const error = (field: ContactField) => state.fieldErrors[field];
  const { values } = state;
  return (
    <div className={styles.fields}>
      <p className={styles.note}>{text.requiredNote}</p>

      <IdentityRow state={state} text={text} limits={limits} firstField={firstField} />

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

      <Field field="message" label={text.message} hint={text.messageHint} required error={error("message")} text={text}>
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

      <HoneypotField label={text.honeypot} />
      <ConsentField checked={values.consent} error={error("consent")} text={text} />
    </div>
  );
}

/** The name and the email, side by side on wide screens. */
function IdentityRow({ state, text, limits, firstField }: FieldsProps) {
  return (
    <div className={styles.row}>
      <Field field="name" label={text.name} required error={state.fieldErrors.name} text={text}>
        {(control) => (
          <input
            {...control}
            ref={firstField}
            type="text"
            autoComplete="name"
            required
            maxLength={limits.name}
            defaultValue={state.values.name}
            className={styles.input}
          />
        )}
      </Field>
      <Field
        field="email"
        label={text.email}
        hint={text.emailHint}
        required
        error={state.fieldErrors.email}
        text={text}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={limits.email}
            defaultValue={state.values.email}
            className={styles.input}
          />
        )}
      </Field>
    </div>
  );
}

/** A field people do not see and robots fill in: a message with it filled is dropped. */
function HoneypotField({ label }: { label: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        name={inputNames.honeypot}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** The consent checkbox: its label after it, its hint and its error below. */
function ConsentField({
  checked,
  error,
  text,
}: {
  checked: boolean;
  error: FieldErrorCode | undefined;
  text: ContactText;
}) {
  return (
    <div className={`${styles.field} ${styles.consentField}`}>
      <div className={styles.consent}>
        <input
          {...controlProps("consent", true, error)}
          type="checkbox"
          required
          defaultChecked={checked}
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
      <FieldError field="consent" code={error} text={text} />
    </div>
  );
}
