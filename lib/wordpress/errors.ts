/** The digest of every error meaning "WordPress is unavailable" (see WordPressError.digest). */
export const unavailableDigest = "WORDPRESS_UNAVAILABLE";
/** The code of a read the client did not even send: WordPress was known down (an outage already said). */
export const knownUnavailableCode = "known_unavailable";

/** A failed exchange with WordPress, carrying what a page needs to answer the visitor. */
export class WordPressError extends Error {
  override name = "WordPressError";
  /** HTTP status WordPress answered with, or 503 when it could not be reached or answered nonsense. */
  readonly status: number;
  /** WordPress error code (`rest_post_invalid_id`, …) or ours (`unreachable`, `timeout`, `invalid_json`, `invalid_shape`). */
  readonly code: string;
  readonly url: string;
  /**
   * What the error page receives in production (Next keeps an error's own digest and hides its
   * message): it tells "WordPress unavailable" (503) from any other failure.
   */
  readonly digest: string | undefined;

  constructor(message: string, details: { status: number; code: string; url: string; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.url = details.url;
    this.digest = details.status >= 500 ? unavailableDigest : undefined;
  }

  /** True when WordPress itself is unavailable (down, timing out, 5xx, nonsense), not when it said "no". */
  get isUnavailable(): boolean {
    return this.status >= 500;
  }
}

/**
 * WordPress has no such item for a visitor: 404, or 401/403 `rest_forbidden` for a single post
 * that exists but is not published (a draft, or a page taken back to draft), as WordPress answers
 * a request without credentials.
 */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof WordPressError)) return false;
  return (
    error.status === 404 ||
    ((error.status === 401 || error.status === 403) &&
      (error.code === "rest_forbidden" || error.code === "rest_cannot_read"))
  );
}

/** What `read` gives, or `fallback` when WordPress has no such item (isNotFound); any other failure is thrown. */
export async function unlessNotFound<T, F>(read: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return fallback;
    throw error;
  }
}
