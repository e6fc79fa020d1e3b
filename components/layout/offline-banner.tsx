"use client";
// A discreet banner while the browser is offline (its connectivity events, SPEC.md §4), in a
// polite live region that is always there, so screen readers hear the change once, without
// losing their place.
import { useUiState } from "./ui-state.tsx";
import styles from "./offline-banner.module.css";

export function OfflineBanner({ message }: { message: string }) {
  const { online } = useUiState();
  return (
    <div aria-live="polite" className={styles.region}>
      {online ? null : (
        <p className={styles.banner}>
          <span className={styles.dot} aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
