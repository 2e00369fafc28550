import { ROUTES } from "../routes";
import { FaEnvelope, FaFileLines, FaLocationDot, FaPhone } from "react-icons/fa6";
import { Icon } from "../components/icons";
import { PageHeading } from "../components/PageHeading";
import { SocialLinks } from "../components/SocialLinks";
import { AvailabilityPanel } from "../features/availability/AvailabilityPanel";
import { cvLink, cvPdfLink } from "../features/cv/links";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import type { PageLanguage } from "../site";

/** The two panels: matching cards, side by side from md up. */
const card = "rounded-card border border-line bg-surface p-6 shadow-card sm:p-8";
const cardTitle = "text-subhead font-semibold text-ink";

/**
 * One way to reach the owner: the icon on an accent-tinted tile, a mono label, the value. Each
 * link in the value takes its direction from its first letter: a phone number reads left to
 * right in a right-to-left page too.
 */
function Detail({ icon, label, children }: { icon: IconType; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-accent-soft/60 text-accent"
      >
        <Icon icon={icon} />
      </span>
      <span className="min-w-0">
        <span className="block font-mono text-xs text-muted">
          {label}
          <span className="sr-only">: </span>
        </span>
        <span className="block text-ink rtl:*:[unicode-bidi:plaintext]">{children}</span>
      </span>
    </li>
  );
}

const link = "break-all underline-offset-4 hover:text-accent hover:underline";

/**
 * `form`: the contact form island, passed in by the page (islands render from .astro files).
 * The details spread down their card, which is as tall as the form's beside it.
 */
export function Contact({
  form,
  lang,
  t,
  href: localize,
  site,
  marks,
}: PageLanguage & { form?: ReactNode }) {
  return (
    <div className="mx-auto max-w-page px-4 py-section sm:px-6">
      <PageHeading path={ROUTES.contact}>{t["contact.heading"]}</PageHeading>
      <AvailabilityPanel
        availability={site.availability}
        className="mt-10"
        {...{ t, lang, marks }}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-[5fr_7fr] lg:gap-8">
        <section aria-labelledby="contact-info" className={`${card} flex flex-col`}>
          <h2 id="contact-info" className={cardTitle}>
            {t["contact.info"]}
          </h2>
          <ul className="mt-6 mb-8 flex flex-1 flex-col justify-between gap-5">
            <Detail icon={FaEnvelope} label={t["contact.email"]}>
              <a href={`mailto:${site.email}`} className={link}>
                {site.email}
              </a>
            </Detail>
            {site.phone ? (
              <Detail icon={FaPhone} label={t["contact.phone"]}>
                <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`} className={link}>
                  {site.phone}
                </a>
              </Detail>
            ) : null}
            {site.location ? (
              <Detail icon={FaLocationDot} label={t["contact.location"]}>
                <span {...marks(site.location)}>{site.location}</span>
              </Detail>
            ) : null}
            {/* A recruiter who writes usually wants the CV too: both ways to it, beside the
                ways to reach the owner. */}
            <Detail icon={FaFileLines} label={t["contact.cv"]}>
              <span className="flex flex-wrap gap-x-2.5 gap-y-1">
                <a {...cvLink("page", localize)} className={link}>
                  {t["contact.viewOnline"]}
                </a>
                <span aria-hidden="true" className="text-muted">
                  ·
                </span>
                <a {...cvPdfLink({ site, href: localize })} className={link}>
                  {t["cv.downloadPdf"]}
                </a>
              </span>
            </Detail>
          </ul>
          <div className="border-t border-line pt-6">
            <SocialLinks className="-ms-3" t={t} />
          </div>
        </section>
        <section aria-labelledby="contact-form" className={card}>
          <h2 id="contact-form" className={cardTitle}>
            {t["contact.form"]}
          </h2>
          <div className="mt-6">{form}</div>
        </section>
      </div>
    </div>
  );
}
