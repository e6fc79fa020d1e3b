"use client";
// The filter form of the news and events list. Without JavaScript it is a plain GET form (the
// server reads the query and filters); with it, each change goes to the new URL without a full
// reload, as a new history entry (Back returns to the previous filters), and the server sends
// the new list.
import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore, useTransition, type FormEvent, type ReactNode } from "react";
import { useLoadingWhile } from "../layout/loading-bar.tsx";
import styles from "./event-filters.module.css";

export interface FilterFieldProps {
  name: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string; disabled: boolean }>;
}

interface Props {
  id: string;
  /** The list page's path: where the form submits and the URL is updated. */
  action: string;
  label: string;
  applyLabel: string;
  fields: FilterFieldProps[];
  /** Shown beside the fields when a filter is on (the clear link). */
  aside?: ReactNode;
  /** The results: marked busy while the next ones load. */
  children: ReactNode;
}

const noop = () => () => {};

/**
 * The field a visitor just changed. Each filtered list is a page of its own (cached once), so the
 * form that shows it is a new one: it takes the focus back where the visitor left it.
 */
let changedField: string | null = null;

/** The query for a form's values: the 'all' (default) values are left out. */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "all" && value !== "") params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function EventFilters({ id, action, label, applyLabel, fields, aside, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The new list is data being fetched: the loading bar shows it.
  useLoadingWhile(pending);
  // True once hydrated: the submit button is only needed without JavaScript.
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const current = Object.fromEntries(fields.map((field) => [field.name, field.value]));
  const [values, setValues] = useState(current);
  const [shown, setShown] = useState(current);
  // The server sent other values (a link, back/forward): follow them.
  if (fields.some((field) => shown[field.name] !== field.value)) {
    setShown(current);
    setValues(current);
  }

  useEffect(() => {
    if (!changedField) return;
    const field = document.getElementById(`${id}-${changedField}`);
    changedField = null;
    if (field && document.activeElement !== field) field.focus();
  }, [id, shown]);

  function apply(form: HTMLFormElement) {
    const url = `${action}${queryOf(form)}`;
    startTransition(() => router.push(url, { scroll: false }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  return (
    <div className={styles.wrapper}>
      <form id={id} className={styles.form} method="get" action={action} role="search" aria-label={label} onSubmit={onSubmit}>
        {fields.map((field) => (
          <div key={field.name} className={styles.field}>
            <label htmlFor={`${id}-${field.name}`} className={styles.label}>
              {field.label}
            </label>
            <select
              id={`${id}-${field.name}`}
              name={field.name}
              className={styles.select}
              value={values[field.name]}
              onChange={(event) => {
                setValues({ ...values, [field.name]: event.target.value });
                changedField = field.name;
                apply(event.currentTarget.form as HTMLFormElement);
              }}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} hidden={enhanced}>
            {applyLabel}
          </button>
          {aside}
        </div>
      </form>
      <div className={styles.results} aria-busy={pending} data-pending={pending || undefined}>
        {children}
      </div>
    </div>
  );
}
