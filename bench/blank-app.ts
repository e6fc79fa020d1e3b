// The framework's floor: a blank Next.js page (one layout, one heading, one paragraph) written to a
// temporary folder and built with this repository's own `next`, `react` and `react-dom` (no network).
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./next-app.ts";

export interface BlankApp {
  dir: string;
  remove(): void;
}

/** Turbopack compiles nothing outside its root: the root must hold both the app and the repository's node_modules. */
function commonAncestor(a: string, b: string): string {
  const left = path.resolve(a).split(path.sep);
  const right = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < left.length && i < right.length && left[i] === right[i]) i++;
  return left.slice(0, i).join(path.sep) || path.sep;
}

export function createBlankApp(): BlankApp {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-blank-"));
  mkdirSync(path.join(dir, "app"));
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "blank", private: true }, null, 2));
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(commonAncestor(dir, root))} } };\n`,
  );
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export const metadata = { title: "Blank", description: "A blank Next.js page, the framework's floor." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `export default function Page() {
  return (
    <main>
      <h1>Blank</h1>
      <p>A blank Next.js page.</p>
    </main>
  );
}
`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
