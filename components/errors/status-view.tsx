import NextLink from "next/link";
import type { ReactNode } from "react";
import styles from "./status-view.module.css";

interface Props {
  status: number;
  title: string;
  message: string;
  help?: string;
  homeHref: string;
  homeLabel: string;
  /** Shown large instead of the status code (decorative). */
  mark?: ReactNode;
  children?: ReactNode;
}

/** The body of the not-found and error pages: status, message, what to do, a way home. */
export function StatusView({ status, title, message, help, homeHref, homeLabel, mark, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby="status-title" data-status={status}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">
          {mark ?? status}
        </p>
        <div>
          <h1 id="status-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.message}>{message}</p>
          {help ? <p className={styles.help}>{help}</p> : null}
          <div className="button-row">
            <NextLink prefetch={false} href={homeHref} className={styles.home}>
              {homeLabel}
            </NextLink>
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
