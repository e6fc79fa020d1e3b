"use client";
// The filter form of the news and events list. Without JavaScript it is a plain GET form (the
// server reads the query and filters); with it, the new URL is reached without a full reload, as
// a new history entry (Back returns to the previous filters), and the server sends the new list.
// A choice made with the pointer (an option picked in the open list) applies at once; a select
// changed with the keyboard (arrows, letters) waits until the visitor says so, with Enter or the
// "Filtrer" button, which is always there (WCAG 3.2.2, On Input: no change of page while a
// visitor goes through the options).
import { useRouter } from "next/navigation";
import {
  useEffect,
  useRef,
  useState,
  useTransition,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useIsClient } from "../blocks/parts/is-client.ts";
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
  /** The filters' disclosure on narrow screens: "Filtres", with how many are on. */
  toggleLabel: string;
  fields: FilterFieldProps[];
  /** Shown beside the fields when a filter is on (the clear link). */
  aside?: ReactNode;
  /** The results: marked busy while the next ones load. */
  children: ReactNode;
}

/**
 * The field a visitor just changed. Each filtered list is a page of its own (cached once), so the
 * form that shows it is a new one: it takes the focus back where the visitor left it.
 */
let changedField: string | null = null;
/** Called from the change's event handler, before the navigation. */
function noteChangedField(name: string): void {
  changedField = name;
}

/** The query for a form's values: the 'all' (default) values are left out. */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && value !== "all" && value !== "") params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The form's state and handlers: the values shown (the server's, or those being chosen), the
 * focus given back to the field just changed, and a change applied at once or on Enter.
 */
function useFilterForm(id: string, action: string, fields: FilterFieldProps[]) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The new list is data being fetched: the loading bar shows it.
  useLoadingWhile(pending);
  // The select whose value a key is changing: its change waits for Enter or the button.
  const keyedField = useRef<string | null>(null);
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

  /** What a select does with the keyboard, the pointer and its focus leaving. */
  const selectHandlers = (name: string): SelectHandlers => ({
    onKeyDown(event) {
      if (event.key === "Enter") {
        // The choice is made: as the button does (a select has no implicit submission).
        event.preventDefault();
        keyedField.current = null;
        noteChangedField(name);
        apply(event.currentTarget.form as HTMLFormElement);
      } else if (event.key !== "Tab" && event.key !== "Escape" && event.key !== " " && !event.altKey) {
        // Arrows, Home, End, letters: they change the value of a closed select as they go.
        keyedField.current = name;
      }
    },
    onBlur() {
      keyedField.current = null;
    },
    onChange(event) {
      setValues({ ...values, [name]: event.target.value });
      if (keyedField.current === name) return;
      noteChangedField(name);
      apply(event.currentTarget.form as HTMLFormElement);
    },
  });

  return { pending, values, onSubmit, selectHandlers };
}

interface SelectHandlers {
  onKeyDown(event: KeyboardEvent<HTMLSelectElement>): void;
  onBlur(): void;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
}

function FilterSelect({
  formId,
  field,
  value,
  handlers,
}: {
  formId: string;
  field: FilterFieldProps;
  value: string | undefined;
  handlers: SelectHandlers;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`${formId}-${field.name}`} className={styles.label}>
        {field.label}
      </label>
      <select id={`${formId}-${field.name}`} name={field.name} className={styles.select} value={value} {...handlers}>
        {field.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function EventFilters({ id, action, label, applyLabel, toggleLabel, fields, aside, children }: Props) {
  const { pending, values, onSubmit, selectHandlers } = useFilterForm(id, action, fields);
  // True once hydrated (data-enhanced: the form applies changes in place from then on).
  const enhanced = useIsClient();
  // On narrow screens the filters fold under their summary; the list shown after a change keeps
  // them open (its form is a new one).
  const [open] = useState(() => changedField !== null);

  return (
    <div className={styles.wrapper}>
      {/* Folded on narrow screens only (CSS): the results come within the first screen and a half. */}
      <details className={styles.disclosure} open={open || undefined}>
        <summary className={styles.summary}>{toggleLabel}</summary>
        <form
          id={id}
          className={styles.form}
          method="get"
          action={action}
          role="search"
          aria-label={label}
          onSubmit={onSubmit}
          data-enhanced={enhanced || undefined}
        >
          {fields.map((field) => (
            <FilterSelect
              key={field.name}
              formId={id}
              field={field}
              value={values[field.name]}
              handlers={selectHandlers(field.name)}
            />
          ))}
          <div className={styles.actions}>
            <button type="submit" className={styles.submit}>
              {applyLabel}
            </button>
            {aside}
          </div>
        </form>
      </details>
      <div className={styles.results} aria-busy={pending} data-pending={pending || undefined}>
        {children}
      </div>
    </div>
  );
}
