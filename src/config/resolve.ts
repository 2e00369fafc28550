import { DEFAULT_ACCENT } from "./defaults.ts";
import type { SiteConfig, SiteConfigInput } from "./schema";

/** Environment variables that override `site.config.ts` at build time. */
export type SiteEnv = Partial<
  Record<
    | "VITE_GITHUB_USERNAME"
    | "VITE_GITHUB_API_URL"
    | "VITE_EMAILJS_PUBLIC_KEY"
    | "VITE_EMAILJS_SERVICE_ID"
    | "VITE_EMAILJS_TEMPLATE_ID"
    | "VITE_EMAILJS_LIMIT_RATE"
    | "VITE_SITE_URL"
    | "VITE_ACCENT"
    | "VITE_ACCENT_DARK"
    | "VITE_PORTRAIT"
    | "VITE_ANALYTICS_PROVIDER"
    | "VITE_ANALYTICS_SITE_ID"
    | "VITE_ANALYTICS_HOST",
    string | undefined
  >
>;

/** An unset or blank variable leaves the config's value alone. */
function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/**
 * Analytics from the config, or switched on (or re-aimed) for one deploy by VITE_ANALYTICS_PROVIDER
 * and VITE_ANALYTICS_SITE_ID (and VITE_ANALYTICS_HOST); the build checks the result.
 */
function resolveAnalytics(config: SiteConfigInput, env: SiteEnv): SiteConfig["analytics"] {
  const provider = env.VITE_ANALYTICS_PROVIDER?.trim();
  if (!provider) return config.analytics;
  const host = pick(env.VITE_ANALYTICS_HOST, config.analytics?.host ?? "");
  return {
    provider: provider as NonNullable<SiteConfig["analytics"]>["provider"],
    siteId: pick(env.VITE_ANALYTICS_SITE_ID, config.analytics?.siteId ?? ""),
    ...(host ? { host } : {}),
  };
}

export function resolveSiteConfig(config: SiteConfigInput, env: SiteEnv): SiteConfig {
  const analytics = resolveAnalytics(config, env);
  return {
    ...config,
    ...(analytics ? { analytics } : {}),
    siteUrl: pick(env.VITE_SITE_URL, config.siteUrl).replace(/\/+$/, ""),
    accent: pick(env.VITE_ACCENT, config.accent ?? DEFAULT_ACCENT),
    accentDark: pick(env.VITE_ACCENT_DARK, config.accentDark ?? "") || undefined,
    portrait: pick(env.VITE_PORTRAIT, config.portrait ?? "") || undefined,
    github: {
      ...config.github,
      username: pick(env.VITE_GITHUB_USERNAME, config.github.username),
      apiBaseUrl: pick(env.VITE_GITHUB_API_URL, config.github.apiBaseUrl),
    },
    emailjs: {
      ...config.emailjs,
      publicKey: pick(env.VITE_EMAILJS_PUBLIC_KEY, config.emailjs.publicKey),
      serviceId: pick(env.VITE_EMAILJS_SERVICE_ID, config.emailjs.serviceId),
      templateId: pick(env.VITE_EMAILJS_TEMPLATE_ID, config.emailjs.templateId),
      // A non-number is passed on as NaN so the build's check names emailjs.limitRate.
      limitRate: env.VITE_EMAILJS_LIMIT_RATE?.trim()
        ? Number(env.VITE_EMAILJS_LIMIT_RATE)
        : config.emailjs.limitRate,
    },
  };
}

export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
