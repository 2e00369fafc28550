import { ROUTES } from "../routes";
import { FaArrowRight, FaDownload } from "react-icons/fa6";
import { ARROW_ON, Icon } from "../components/icons";
import { Backdrop } from "../components/Backdrop";
import { Portrait, type PortraitPicture } from "../components/Portrait";
import { SectionLabel } from "../components/SectionHeading";
import { SocialLinks } from "../components/SocialLinks";
import { TechStack } from "../components/TechStack";
import { AvailabilityBadge } from "../features/availability/AvailabilityBadge";
import { CasePictureView } from "../features/case-studies/CasePictureView";
import { CaseStudySection } from "../features/case-studies/CaseStudySection";
import { cvPdfLink } from "../features/cv/links";
import type { CaseStudyCardData } from "../features/case-studies/load";
import { TestimonialsSection } from "../features/testimonials/TestimonialsSection";
import type { TestimonialData } from "../features/testimonials/load";
import type { PageLanguage } from "../site";

const button =
  "group inline-flex min-h-11 items-center gap-2 rounded-control px-5 py-2.5 font-semibold motion-safe:transition-[translate,background-color,border-color] motion-safe:duration-(--duration-fast) motion-safe:hover:-translate-y-0.5";

/**
 * Parts of the first screen that rise into place as the page first paints (CSS @starting-style,
 * so no script is needed and nothing stays hidden without one). Never the headline: it is the
 * page's largest text and shows at once. With reduced motion nothing moves.
 */
const rise =
  "motion-safe:transition-[opacity,translate] motion-safe:duration-(--duration-slow) motion-safe:ease-out-soft motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0";

/**
 * `portrait`: the owner's photo as the page prepared it; without one, the first featured case
 *   study's cover stands in its place, beside the headline from a tablet's width up.
 * `caseStudies`: the featured case studies, in order; the section is left out without any.
 * `testimonials`: what people say, in order; the section is left out without any.
 * `lang`, `t` and `href`: the page's language, its words and its links (`pageLanguage`).
 */
export function Home({
  portrait,
  caseStudies = [],
  testimonials = [],
  lang,
  t,
  href: localize,
  site,
  marks,
}: PageLanguage & {
  portrait?: PortraitPicture;
  caseStudies?: readonly CaseStudyCardData[];
  testimonials?: readonly TestimonialData[];
}) {
  return (
    <>
      <section className="relative isolate">
        <Backdrop />
        <div className="mx-auto grid max-w-page items-center gap-x-16 gap-y-8 px-4 pt-10 pb-section sm:px-6 md:grid-cols-[minmax(0,1fr)_auto] md:pt-section">
          <Portrait
            name={site.name}
            picture={portrait}
            place="home"
            className={`${rise} md:col-start-2 md:row-start-1 md:me-4`}
          />
          {!portrait && caseStudies[0] && (
            <div
              className={`${rise} hidden overflow-hidden rounded-card border border-line shadow-lift md:col-start-2 md:row-start-1 md:block md:w-72 lg:w-[22rem]`}
            >
              {/* Not fetched first: a phone does not show it (the same cover is the first card
                  below), and the headline is the first screen's largest part. */}
              <CasePictureView picture={caseStudies[0].cover} />
            </div>
          )}
          <div className="md:col-start-1 md:row-start-1">
            <SectionLabel>
              <span {...marks(site.role)}>{site.role}</span>
            </SectionLabel>
            <h1
              className="cursor mt-5 text-display font-bold text-balance text-ink"
              {...marks(site.greeting)}
            >
              {site.greeting}
            </h1>
            <AvailabilityBadge
              availability={site.availability}
              className="mt-5"
              {...{ t, lang, marks }}
            />
            <p
              className="mt-5 max-w-3xl text-lede font-medium text-balance text-muted"
              {...marks(site.tagline)}
            >
              {site.tagline}
            </p>
            <div
              data-rise
              className={`${rise} mt-10 flex flex-wrap items-center gap-3 motion-safe:delay-100`}
            >
              <a
                href={localize(ROUTES.projects)}
                className={`${button} bg-accent text-on-accent shadow-[0_12px_28px_-12px_var(--accent)] hover:bg-accent-strong`}
              >
                {t["home.viewProjects"]}{" "}
                <Icon icon={FaArrowRight} aria-hidden="true" className={ARROW_ON} />
              </a>
              <a
                {...cvPdfLink({ site, href: localize })}
                className={`${button} border border-line-strong bg-surface text-ink hover:border-accent`}
              >
                <Icon icon={FaDownload} aria-hidden="true" className="text-accent" />{" "}
                {t["cv.download"]}
              </a>
            </div>
            <div data-rise className={`${rise} mt-6 -ms-3 motion-safe:delay-200`}>
              <SocialLinks t={t} />
            </div>
          </div>
        </div>
      </section>
      <CaseStudySection
        studies={caseStudies}
        headingId="featured-work"
        title={t["home.featured"]}
        t={t}
        localize={localize}
        className="mx-auto max-w-page px-4 pb-section sm:px-6"
        footer={
          <p className="mt-8">
            <a
              href={localize(ROUTES.projects)}
              className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-accent hover:underline rtl:[&>svg]:-scale-x-100"
            >
              {t["projects.all"]} <Icon icon={FaArrowRight} aria-hidden="true" />
            </a>
          </p>
        }
      />
      <TechStack t={t} />
      <TestimonialsSection
        testimonials={testimonials}
        t={t}
        className="mx-auto max-w-page px-4 py-section sm:px-6"
      />
    </>
  );
}
