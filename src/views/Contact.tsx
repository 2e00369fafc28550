import { FaEnvelope, FaLocationDot, FaPhone } from "react-icons/fa6";
import { PageHeading } from "../components/PageHeading";
import { SocialLinks } from "../components/SocialLinks";
import type { ReactNode } from "react";
import { site } from "../site";

const iconClass = "mt-1 shrink-0 text-accent";

/** `form`: the contact form island, passed in by the page (islands render from .astro files). */
export function Contact({ form }: { form?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageHeading>Get in Touch</PageHeading>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="contact-info">
          <h2 id="contact-info" className="text-xl font-semibold text-slate-900 dark:text-white">
            Contact information
          </h2>
          <ul className="mt-6 space-y-4 text-slate-700 dark:text-slate-300">
            <li className="flex gap-3">
              <FaEnvelope aria-hidden="true" className={iconClass} />
              <span>
                <span className="sr-only">E-mail: </span>
                <a
                  href={`mailto:${site.email}`}
                  className="break-all underline-offset-4 hover:underline"
                >
                  {site.email}
                </a>
              </span>
            </li>
            {site.phone ? (
              <li className="flex gap-3">
                <FaPhone aria-hidden="true" className={iconClass} />
                <span>
                  <span className="sr-only">Phone: </span>
                  <a
                    href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {site.phone}
                  </a>
                </span>
              </li>
            ) : null}
            {site.location ? (
              <li className="flex gap-3">
                <FaLocationDot aria-hidden="true" className={iconClass} />
                <span>
                  <span className="sr-only">Location: </span>
                  {site.location}
                </span>
              </li>
            ) : null}
          </ul>
          <SocialLinks className="mt-6 -ml-3" />
        </section>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="text-xl font-semibold text-slate-900 dark:text-white">
            Send a message
          </h2>
          <div className="mt-6">{form}</div>
        </section>
      </div>
    </div>
  );
}
