// `npm run dev`: Next.js in development mode with the embedded CMS (or the configured WordPress).
import { loadConfig, runNext, startBackend, stopOnSignals } from "./lib/runtime.ts";

const config = loadConfig();
const backend = await startBackend(config);
console.log(`\n  ${backend.describe()}\n`);
const dev = runNext(["dev", "--hostname", config.host, "--port", String(config.port)], backend.env);
stopOnSignals(backend, () => [dev.child]);
const code = await dev.exited;
await backend.cms?.close();
process.exit(code);
