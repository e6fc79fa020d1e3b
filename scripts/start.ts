// `npm start`: build (unless --no-build) and serve the production site, with the embedded CMS
// behind it when WORDPRESS_URL is unset. Prints both addresses once the site answers.
import { loadConfig, runBuild, runServer, startBackend, stopOnSignals, waitForHealth } from "./lib/runtime.ts";
import { buildServiceWorker } from "./lib/service-worker.ts";

const config = loadConfig();
const backend = await startBackend(config);
let current: ReturnType<typeof runServer> | undefined;
stopOnSignals(backend, () => (current ? [current.child] : []));

if (!process.argv.includes("--no-build")) {
  current = runBuild(backend.env);
  const code = await current.exited;
  if (code !== 0) {
    console.error(`\nThe build failed (exit code ${code}); nothing is served.\n`);
    await backend.cms?.close();
    process.exit(code);
  }
  await buildServiceWorker(config.serviceWorker);
}

current = runServer({ ...backend.env, HOST: config.host, PORT: String(config.port) });
const origin = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${config.port}`;
try {
  await waitForHealth(origin, current.child);
  console.log(`\n  Vitrine:    ${origin}  (public address ${config.siteUrl})\n  ${backend.describe()}\n`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
}
const code = await current.exited;
await backend.cms?.close();
process.exit(code);
