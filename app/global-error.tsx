"use client";
import { useChunkReload } from "@/components/errors/use-chunk-reload.ts";

/**
 * Last resort, when even the layout failed: plain HTML, no dependency that could fail again (nor
 * the site's name, which comes with the layout).
 * A chunk of code that failed to load reloads the page instead (once per 60 s).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  if (useChunkReload(error)) return null;
  return (
    <html lang="en">
      <title>An error occurred</title>
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          margin: "0 auto",
          padding: "3rem 1.5rem",
          maxWidth: "40rem",
          color: "#00172c",
          lineHeight: 1.6,
        }}
      >
        <main>
          <h1>An error occurred while showing the error page</h1>
          <p lang="fr">Une erreur est survenue pendant l’affichage de la page d’erreur.</p>
          <p>
            <strong>Details:</strong> {error.message || "Unknown error"}
            {error.digest ? ` (reference ${error.digest})` : null}
          </p>
          <p>
            <a href="/" style={{ color: "#00172c", fontWeight: 700 }}>
              Go back to home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
