import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-*/",
      ".astro/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".vercel/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Playwright fixtures also call a function named `use`: the hook rules are for the site.
    files: ["src/**/*.{ts,tsx}", "tests/unit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      // Dependencies are parsed to follow their imports, TypeScript ones included.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
    },
  },
  {
    // Imports go one way: pages -> features -> components/lib. A feature never reaches into
    // another feature, and shared components and lib never import a feature.
    files: ["src/components/**", "src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/features/**"],
              message: "components and lib are shared: they must not depend on a feature",
            },
          ],
        },
      ],
    },
  },
  ...["availability", "blog", "case-studies", "contact", "repositories", "theme"].map(
    (feature) => ({
      files: [`src/features/${feature}/**`],
      rules: {
        "no-restricted-imports": /** @type {import("eslint").Linter.RuleEntry} */ ([
          "error",
          {
            patterns: [
              {
                group: ["../*/**", "!../../**"],
                message: "features do not import each other's internals",
              },
            ],
          },
        ]),
      },
    }),
  ),
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["tools/**/*.mjs", "tests/**/*.mjs", "*.js", "*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
  },
);
