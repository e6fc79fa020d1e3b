import type { ChangeEvent, FormEvent, Ref } from "react";
import { searchPaths, type Language } from "@/config/site.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";
import styles from "./search.module.css";

interface Props {
  language: Language;
  /** The input's id (a page may hold two forms: the 404's and none other, the search page's). */
  id: string;
  /** Its accessible name, as a search landmark. */
  landmark?: string;
  /** The input's label (the language's usual one by default). */
  label?: string;
  defaultValue?: string;
  /** Controlled by the search box (components/search/search-box.tsx) once hydrated. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The results the input controls (the search page's list). */
  controls?: string;
}

/**
 * The search form: a labelled search landmark, a plain GET form to the language's search page,
 * so it works without JavaScript (the 404 page's, and the search page's before it is enhanced).
 */
export function SearchForm({
  language,
  id,
  landmark,
  label,
  defaultValue,
  value,
  onChange,
  onSubmit,
  inputRef,
  controls,
}: Props) {
  const text = searchMessages[language];
  return (
    <form
      role="search"
      aria-label={landmark ?? text.landmark}
      action={searchPaths[language]}
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className={styles.label}>
        {label ?? text.label}
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          className={styles.input}
          placeholder={text.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          {...(value === undefined ? { defaultValue } : { value, onChange })}
          aria-controls={controls}
        />
        <button type="submit" className={styles.submit}>
          {text.submit}
        </button>
      </div>
    </form>
  );
}
