import { FaEnvelope } from "react-icons/fa6";
import { site } from "../site";
import { SOCIAL_ICON } from "./icons";
import { ExternalLink } from "./ExternalLink";

const iconLink =
  "inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-accent motion-safe:transition-transform motion-safe:hover:-translate-y-0.5";

/** The owner's profiles from the config, then a mailto link to their e-mail. */
export function SocialLinks({ className = "", size = 22 }: { className?: string; size?: number }) {
  return (
    <ul className={`flex flex-wrap items-center gap-1 ${className}`} aria-label="Social links">
      {site.social.map((link) => {
        const Icon = SOCIAL_ICON[link.icon];
        const icon = <Icon aria-hidden="true" focusable="false" size={size} />;
        return (
          <li key={link.href}>
            {link.href.startsWith("mailto:") ? (
              <a href={link.href} className={iconLink} aria-label={link.label}>
                {icon}
              </a>
            ) : (
              <ExternalLink href={link.href} className={iconLink} aria-label={link.label}>
                {icon}
              </ExternalLink>
            )}
          </li>
        );
      })}
      <li>
        <a href={`mailto:${site.email}`} className={iconLink} aria-label={`E-mail ${site.name}`}>
          <FaEnvelope aria-hidden="true" focusable="false" size={size} />
        </a>
      </li>
    </ul>
  );
}
