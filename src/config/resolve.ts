import { wordsIn, type Language, type WithWords } from "../lib/i18n.ts";
import { DEFAULT_ACCENT, type SiteConfig, type SiteConfigInput } from "./schema.ts";

/** The dotted paths of the config's single values (text, numbers, true/false), not of its lists. */
type Field<T> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends readonly unknown[]
    ? never
    : NonNullable<T[K]> extends object
      ? `${K}.${Field<NonNullable<T[K]>>}`
      : K;
}[keyof T & string];

/**
 * The environment variables that override a field of `site.config.ts` for one build: each with
 * its field and the field's type. This is the one list of them: resolveSiteConfig applies it, the
 * build declares it to Astro (`env.schema`, integrations/site-config.ts), and the table in
 * docs/configuration.md follows it (tests/unit/config.test.ts compares the two).
 */
export const SITE_ENV = {
  VITE_SITE_URL: ["siteUrl", "string"],
  VITE_ACCENT: ["accent", "string"],
  VITE_ACCENT_DARK: ["accentDark", "string"],
  VITE_PORTRAIT: ["portrait", "string"],
  VITE_GITHUB_USERNAME: ["github.username", "string"],
  VITE_GITHUB_API_URL: ["github.apiBaseUrl", "string"],
  VITE_EMAILJS_PUBLIC_KEY: ["emailjs.publicKey", "string"],
  VITE_EMAILJS_SERVICE_ID: ["emailjs.serviceId", "string"],
  VITE_EMAILJS_TEMPLATE_ID: ["emailjs.templateId", "string"],
  VITE_EMAILJS_LIMIT_RATE: ["emailjs.limitRate", "number"],
  VITE_ANALYTICS_PROVIDER: ["analytics.provider", "string"],
  VITE_ANALYTICS_SITE_ID: ["analytics.siteId", "string"],
  VITE_ANALYTICS_HOST: ["analytics.host", "string"],
  SITE_LANGUAGES: ["languages", "list"],
} as const satisfies Record<
  string,
  readonly [Field<SiteConfig>, "string" | "number"] | readonly ["languages", "list"]
>;

/** The config in each other language the site speaks, and the texts written in that language. */
export type Translations = Partial<Record<Language, { site: SiteConfig; own: string[] }>>;

/** The overriding variables as the environment gives them: text, maybe blank, maybe unset. */
export type SiteEnv = Partial<Record<keyof typeof SITE_ENV, string>>;

/**
 * The config with the environment's overrides: a variable that is set and not blank wins,
 * trimmed. The analytics variables count only when VITE_ANALYTICS_PROVIDER is set, as it switches
 * analytics on (or to another provider) for one deploy. The build checks the result.
 */
export function resolveSiteConfig(
  config: WithWords<SiteConfigInput>,
  env: SiteEnv,
  lang?: Language,
  /** Collects the texts written in `lang`. */
  own?: Set<string>,
): SiteConfig {
  const site: WithWords<SiteConfig> = structuredClone({
    ...config,
    accent: config.accent ?? DEFAULT_ACCENT,
    languages: config.languages ?? ["en"],
  });
  const analytics = Boolean(env.VITE_ANALYTICS_PROVIDER?.trim());
  for (const [name, [field, type]] of Object.entries(SITE_ENV)) {
    const value = env[name as keyof SiteEnv]?.trim();
    if (!value || (field.startsWith("analytics.") && !analytics)) continue;
    const keys = field.split(".");
    const last = keys.pop() ?? field;
    let parent = site as Record<string, unknown>;
    for (const key of keys) parent = (parent[key] ??= {}) as Record<string, unknown>;
    // A non-number is passed on as NaN, so the build's check names the field; a list is
    // comma-separated ("en,de").
    parent[last] =
      type === "number" ? Number(value) : type === "list" ? value.split(/\s*,\s*/) : value;
  }
  // The texts in `lang`, the default language's where they have none.
  const [first = "en"] = site.languages;
  const words = wordsIn<SiteConfig>(site, lang ?? first, first, own);
  return {
    ...words,
    siteUrl: words.siteUrl.replace(/\/+$/, ""),
    accentDark: words.accentDark || undefined,
    portrait: words.portrait || undefined,
  };
}

/** The config as written: its type, and each text's literal type (one text, or one a language). */
export const defineSiteConfig = <T extends WithWords<SiteConfigInput>>(
  config: T,
): T & WithWords<SiteConfigInput> => config;
