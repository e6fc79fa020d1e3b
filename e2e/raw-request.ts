// One HTTP request as written (any method, target, header and body; fetch refuses TRACE and adds
// headers of its own), its answer read whatever the size of its headers (a redirect of a long
// address repeats it). A body refused before it is read (413) may meet a closed connection: the
// answer still comes. A connection closed with no answer at all gives status 0.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function sendRaw(
  origin: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      `${origin}${target}`,
      {
        method,
        headers: body ? { "content-length": String(body.length), ...headers } : headers,
        agent: false,
        maxHeaderSize: 65_536,
        setHost: !("host" in headers),
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("close", () => {
      if (!answered) resolve({ status: 0, headers: {}, body: "" });
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
    );
    req.end(body);
  });
}
