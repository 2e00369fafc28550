import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** src/features/<name>/: one folder a feature. */
const FEATURES = readdirSync(new URL("src/features/", import.meta.url));

export default tseslint.config(
  // The built and generated folders that hold JavaScript (the others hold none to lint).
  { ignores: ["dist/", "dist-*/", ".astro/", "playwright-report/", ".vercel/"] },
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
      // The files whose imports are followed (each parsed with typescript-eslint's parser).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] }),
      ],
    },
    rules: {
      // Cycles among the project's own files; dependencies are not followed.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Imports go one way: pages -> views -> features -> components, lib and config. A feature never
  // imports another feature, and what is shared never imports a feature. The zones are read from
  // the folders, so a new feature is covered as soon as it exists.
  {
    files: ["src/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              // Astro's list of content collections gathers each feature's, as a page does.
              target: ["src/{components,lib,config}/**", "src/!(content.config).ts"],
              from: "src/features",
              message: "components, lib and config are shared: they must not depend on a feature",
            },
            ...FEATURES.map((feature) => ({
              target: `src/features/${feature}`,
              from: "src/features",
              except: [feature],
              message: "a feature never imports another: compose them in a view or a page",
            })),
          ],
        },
      ],
    },
  },
  // tsc checks the JavaScript files too (checkJs), so it already knows every global they use.
  { files: ["**/*.{js,mjs}"], rules: { "no-undef": "off" } },
);
