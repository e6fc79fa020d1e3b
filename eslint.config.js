// Next.js, React hooks, accessibility (jsx-a11y) and TypeScript rules, taken from each plugin
// directly (eslint-config-next would pull a native resolver this registry lacks for other OSes).
import nextPlugin from "@next/eslint-plugin-next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "cms/uploads/**",
      "next-env.d.ts",
      "public/sw.js",
      "screenshots/**",
    ],
  },
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    plugins: { "@next/next": nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs["core-web-vitals"].rules },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Node scripts, tests and the embedded CMS are not Next.js pages.
    files: ["scripts/**", "cms/**", "e2e/**", "tests/**", "*.config.*"],
    rules: { "@next/next/no-img-element": "off", "@next/next/no-html-link-for-pages": "off" },
  },
  {
    // Functions short enough to hold in mind: a longer one is split into named helpers, hooks or components.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "server.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
);
