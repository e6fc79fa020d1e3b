// What the code under test logs (an outage it reports, a failure it handles) goes through the
// console, which vitest shows for a failing test only (`silent: "passed-only"`): a passing run
// reads as one, and a failing test shows what the code said. tests/log-capture.ts replaces this
// logger for the tests that read the log.
import { Writable } from "node:stream";
import { beforeEach } from "vitest";
import { createLogger, loggerSettings, setRootLogger } from "../lib/server/log.ts";

const toConsole = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    console.log(String(chunk).trimEnd());
    done();
  },
});

// One logger for the file's tests (a new one per test would add listeners to the same stream).
const consoleLogger = createLogger({ ...loggerSettings(), destination: toConsole });

beforeEach(() => setRootLogger(consoleLogger));
