import type { Request } from "@playwright/test";
import { sampleRepositories } from "../../support/github.ts";
import { OWNER, routeServices } from "./external.ts";
import { test as base } from "./test.ts";

/**
 * A fixture for specs that are not about the two services: every test runs offline, GitHub
 * answers with a dozen sample repositories, EmailJS answers OK, and `external` lists every
 * request that left the local server, so a test can assert the exact requests the site makes.
 */
export const test = base.extend<{ external: Request[] }>({
  external: [
    async ({ context }, use) => {
      const { all } = await routeServices(context, { repositories: sampleRepositories(OWNER) });
      await use(all);
    },
    { auto: true },
  ],
});

export { expect } from "./test.ts";
