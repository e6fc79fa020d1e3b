import NextLink from "next/link";
import type { ReactNode } from "react";
import styles from "./status-view.module.css";

interface Props {
  status: number;
  title: string;
  /** A line under the title (none when the title says it all). */
  message?: string;
  help?: string;
  homeHref: string;
  homeLabel: string;
  /** Shown large instead of the status code (decorative). */
  mark?: ReactNode;
  /** In the buttons' row, after the way home. */
  children?: ReactNode;
  /** Under the buttons (the 404 page's sections). */
  more?: ReactNode;
}

/** The body of the not-found and error pages: status, message, what to do, a way home. */
export function StatusView({ status, title, message, help, homeHref, homeLabel, mark, children, more }: Props) {
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
          {message ? <p className={styles.message}>{message}</p> : null}
          {help ? <p className={styles.help}>{help}</p> : null}
          <div className="button-row">
            <NextLink prefetch={false} href={homeHref} className={styles.home}>
              {homeLabel}
            </NextLink>
            {children}
          </div>
          {more}
        </div>
      </div>
    </section>
  );
}
