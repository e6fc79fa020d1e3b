// `npm run build`: `next build` against the configured WordPress, or the embedded CMS.
import { loadConfig, runBuild, startBackend, stopOnSignals } from "./lib/runtime.ts";
import { buildServiceWorker } from "./lib/service-worker.ts";

const config = loadConfig();
const backend = await startBackend(config);
console.log(`Building against ${backend.describe().replace(/^\w+:\s+/, "")}`);
const build = runBuild(backend.env);
stopOnSignals(backend, () => [build.child]);
const code = await build.exited;
if (code === 0) await buildServiceWorker(config.serviceWorker);
await backend.cms?.close();
process.exit(code);
