"use client";
import { useSyncExternalStore } from "react";
import styles from "./consent-settings.module.css";

const subscribe = () => () => {};

/** Reopens the consent preferences. Shown only with JavaScript: without it, nothing is loaded anyway. */
export function ConsentSettingsButton({ label }: { label: string }) {
  const interactive = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!interactive) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void import("./cookie-consent.ts").then(({ showPreferences }) => showPreferences())}
    >
      {label}
    </button>
  );
}
