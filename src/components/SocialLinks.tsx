import { fill, type Strings } from "../lib/i18n";
import { href } from "../routes";
import { site } from "../site";
import { SOCIAL_ICON_SPRITE, socialIconId } from "./iconSprite";
import { ExternalLink } from "./ExternalLink";

const iconLink =
  "inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-accent motion-safe:transition-transform motion-safe:hover:-translate-y-0.5";

/**
 * The owner's profiles from the config, then a mailto link to their e-mail. The icons come from
 * the cached sprite file (iconSprite.ts) that every page's footer draws from, so no page carries
 * their paths, the home page's first screen included (its largest paint is the headline).
 */
export function SocialLinks({ t, className = "" }: { t: Strings; className?: string }) {
  const links = [
    ...site.social,
    {
      icon: "email" as const,
      href: `mailto:${site.email}`,
      label: fill(t["social.email"], { name: site.name }),
    },
  ];
  return (
    <ul className={`flex flex-wrap items-center gap-1 ${className}`} aria-label={t["social.label"]}>
      {links.map((link, index) => {
        const Link = link.href.startsWith("mailto:") ? "a" : ExternalLink;
        const extra = Link === "a" ? {} : { newTab: t.newTab };
        return (
          <li key={index}>
            <Link href={link.href} className={iconLink} aria-label={link.label} {...extra}>
              <svg aria-hidden="true" focusable="false" width={22} height={22} fill="currentColor">
                <use href={`${href(SOCIAL_ICON_SPRITE)}#${socialIconId(link.icon)}`} />
              </svg>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
