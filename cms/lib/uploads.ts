// GET|HEAD /wp-content/uploads/… — the media library files in cms/uploads, served like a web
// server does: type, length, long immutable caching, ETag/Last-Modified and 304, and nothing
// outside the folder.

import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};

export const UPLOADS_PREFIX = "/wp-content/uploads/";

/** The file a raw request path points at, or null for anything suspicious or outside the folder. */
export function resolveUpload(root: string, rawPath: string): string | null {
  const rest = rawPath.slice(UPLOADS_PREFIX.length);
  if (/%2f|%5c|%00|\\/i.test(rest)) return null;
  let segments: string[];
  try {
    segments = rest.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.startsWith(".") || s.includes("\0"))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Serves the file; returns false when there is none (the caller answers 404). */
export async function serveUpload(
  root: string,
  rawPath: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const file = resolveUpload(root, rawPath);
  if (!file) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
  const headers: Record<string, string> = {
    "Content-Type": TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Last-Modified": lastModified,
    "Accept-Ranges": "none",
  };
  const inm = req.headers["if-none-match"];
  const ims = req.headers["if-modified-since"];
  const notModified =
    inm !== undefined
      ? inm.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
      : ims !== undefined && !Number.isNaN(Date.parse(ims)) && Date.parse(ims) >= Date.parse(lastModified);
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, "Content-Length": String(info.size) });
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  await pipeline(createReadStream(file), res).catch(() => undefined);
  return true;
}
