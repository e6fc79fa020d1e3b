import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

export default [
  { ignores: [".next/**", "node_modules/**", "test-results/**", "playwright-report/**", "cms/uploads/**", "next-env.d.ts"] },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import/no-anonymous-default-export": "off",
    },
  },
  {
    // Node scripts and the embedded CMS are not Next.js pages.
    files: ["scripts/**", "cms/**", "e2e/**", "tests/**", "*.config.*"],
    rules: { "@next/next/no-img-element": "off", "@next/next/no-html-link-for-pages": "off" },
  },
];
