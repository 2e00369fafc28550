import { fill, type Strings } from "../lib/i18n";
import { href } from "../routes";
import { site } from "../site";
import { SOCIAL_ICON_SPRITE, socialIconId } from "./iconSprite";
import { Icon, SOCIAL_ICON } from "./icons";
import { ExternalLink } from "./ExternalLink";

const iconLink =
  "inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-accent motion-safe:transition-transform motion-safe:hover:-translate-y-0.5";

/**
 * The owner's profiles from the config, then a mailto link to their e-mail. Below the first
 * screen (the footer), `fromSprite` draws the icons from the cached sprite file (iconSprite.ts)
 * instead of carrying their paths in the page.
 */
export function SocialLinks({
  t,
  className = "",
  fromSprite = false,
}: {
  t: Strings;
  className?: string;
  fromSprite?: boolean;
}) {
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
        const icon = fromSprite ? (
          <svg aria-hidden="true" focusable="false" width={22} height={22} fill="currentColor">
            <use href={`${href(SOCIAL_ICON_SPRITE)}#${socialIconId(link.icon)}`} />
          </svg>
        ) : (
          <Icon icon={SOCIAL_ICON[link.icon]} aria-hidden="true" focusable="false" size={22} />
        );
        return (
          <li key={index}>
            <Link href={link.href} className={iconLink} aria-label={link.label} {...extra}>
              {icon}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
