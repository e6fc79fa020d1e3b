// Building and serving a Next.js app (the site, or the blank page) on this Node, with the build's
// wall time and peak memory (RSS of the whole process tree, polled from /proc).
import { fileURLToPath } from "node:url";
import { peakRss, startChild, waitForUrl, type Child } from "./proc.ts";

export const root = fileURLToPath(new URL("..", import.meta.url));
const nextBin = fileURLToPath(new URL("../node_modules/next/dist/bin/next", import.meta.url));

export interface BuildFigures {
  seconds: number;
  peakRssBytes: number;
}

/** `next build` in `cwd`; throws with the build's output when it fails. */
export async function buildNext(cwd: string, env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  const started = performance.now();
  const build = startChild(process.execPath, [nextBin, "build"], { cwd, env: { NEXT_TELEMETRY_DISABLED: "1", ...env } });
  const memory = peakRss(build.child.pid!);
  const code = await build.exited;
  const peakRssBytes = memory.stop();
  if (code !== 0) throw new Error(`next build in ${cwd} failed (exit code ${code}):\n${build.output()}`);
  return { seconds: Math.round((performance.now() - started) / 100) / 10, peakRssBytes };
}

/** `next start` on 127.0.0.1:port; resolves once `readyPath` answers. */
export async function startNext(cwd: string, port: number, env: NodeJS.ProcessEnv, readyPath: string): Promise<Child> {
  const server = startChild(process.execPath, [nextBin, "start", "--hostname", "127.0.0.1", "--port", String(port)], {
    cwd,
    env: { NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  await waitForUrl(`http://127.0.0.1:${port}${readyPath}`, server);
  return server;
}
