// The site's log (lib/server/log.ts) written into an array for the test that calls it: each line
// as the JSON object production writes, and back to the environment's logger once the test ends.
import { onTestFinished } from "vitest";
import { createLogger, setRootLogger } from "../lib/server/log.ts";

export interface LogLine {
  level: string;
  component?: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** Captures every line written until the test ends; `text` gives them as "level [component] msg". */
export function captureLog(): { lines: LogLine[]; raw: string[]; text(): string[] } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  setRootLogger(
    createLogger({
      format: "json",
      level: "trace",
      destination: {
        write(line: string) {
          raw.push(line);
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    }),
  );
  onTestFinished(() => setRootLogger(undefined));
  return { lines, raw, text: () => lines.map((line) => `${line.level} [${line.component}] ${line.msg}`) };
}
