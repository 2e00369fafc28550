import { href, ROUTES } from "../routes";
import { FaArrowRight, FaDownload, FaPause, FaPlay } from "react-icons/fa6";
import { ARROW_ON, Icon } from "../components/icons";
import { Backdrop } from "../components/Backdrop";
import { Portrait, type PortraitPicture } from "../components/Portrait";
import { SectionHeading, SectionLabel } from "../components/SectionHeading";
import { SocialLinks } from "../components/SocialLinks";
import { TECH_ICON_SPRITE, techIconId } from "../components/iconSprite";
import { AvailabilityBadge } from "../features/availability/AvailabilityBadge";
import { CasePictureView } from "../features/case-studies/CasePictureView";
import { CaseStudySection } from "../features/case-studies/CaseStudySection";
import { cvPdfLink } from "../features/cv/links";
import type { CaseStudyCardData } from "../features/case-studies/load";
import { TestimonialsSection } from "../features/testimonials/TestimonialsSection";
import type { TestimonialData } from "../features/testimonials/load";
import { fill } from "../lib/i18n";
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
            {/* An untranslated greeting or tagline keeps its own direction (marks) but lines up
                with a right-to-left page, as the labels around it do. */}
            <h1
              className="cursor mt-5 text-display font-bold text-balance text-ink rtl:text-right"
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
              className="mt-5 max-w-3xl text-lede font-medium text-balance text-muted rtl:text-right"
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
      <TechStack t={t} tech={site.tech} />
      <TestimonialsSection
        testimonials={testimonials}
        t={t}
        className="mx-auto max-w-page px-4 py-section sm:px-6"
      />
    </>
  );
}

/**
 * The config's technologies in two rows moving in opposite directions, one loop every 15 s; none
 * without any. They pause while hovered or focused (CSS) and with the button (the page script);
 * with reduced motion they stand still and wrap.
 */
export function TechStack({ t, tech }: Pick<PageLanguage, "t"> & { tech: readonly string[] }) {
  if (tech.length === 0) return null;
  const half = Math.ceil(tech.length / 2);
  const rows = [tech.slice(0, half), tech.slice(half)].filter((row) => row.length > 0);
  return (
    // The band spans the page's width; its heading lines up with the other sections' text.
    // Below the first screen the browser skips the band's styles, layout and animation until it
    // nears the viewport: a theme switch then restyles only what is on screen.
    <section
      aria-labelledby="tech-stack"
      data-tech-band
      className="border-y border-line bg-surface-2 py-12 [contain-intrinsic-size:auto_18rem] [content-visibility:auto] sm:py-16"
    >
      <div className="mx-auto mb-6 flex max-w-page items-end justify-between gap-4 px-4 sm:px-6">
        <div>
          <SectionHeading id="tech-stack">{t["tech.heading"]}</SectionHeading>
        </div>
        <button
          type="button"
          aria-pressed="false"
          data-marquee-pause
          className="group/pause inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-card not-in-[.js]:hidden hover:text-accent motion-reduce:hidden"
          aria-label={t["tech.pause"]}
        >
          <Icon icon={FaPause} aria-hidden="true" className="group-aria-pressed/pause:hidden" />
          <Icon icon={FaPlay} aria-hidden="true" className="group-not-aria-pressed/pause:hidden" />
        </button>
      </div>
      <div className="flex flex-col gap-1">
        {rows.map((row, index) => {
          const direction = index % 2 === 0 ? "left" : "right";
          return (
            // Focusable, so a keyboard user can hold a row still to read it, as hovering does.
            // The names fade in and out at the edges instead of being cut off; standing still (with
            // reduced motion), the rows wrap, unfaded, without the second copy.
            <div
              key={direction}
              className="group/marquee overflow-hidden py-1.5 motion-safe:mask-[linear-gradient(to_right,transparent,black_5%,black_95%,transparent)]"
              data-paused="false"
              data-marquee
              data-testid={`marquee-${direction}`}
              role="group"
              aria-label={fill(t["tech.row"], { row: index + 1, rows: rows.length })}
              tabIndex={0}
            >
              <div
                className="flex w-max motion-safe:animate-[marquee_15s_linear_infinite] group-hover/marquee:[animation-play-state:paused] group-focus-within/marquee:[animation-play-state:paused] group-data-[paused=true]/marquee:[animation-play-state:paused] data-[direction=right]:[animation-direction:reverse] rtl:[--marquee-to:50%] motion-reduce:w-full"
                data-direction={direction}
              >
                {/* Each copy at least as wide as the viewport, so no gap shows on wide screens. */}
                {[false, true].map((copy) => (
                  <ul
                    key={String(copy)}
                    className="flex shrink-0 items-center justify-around gap-3 px-1.5 motion-safe:min-w-screen motion-reduce:w-full motion-reduce:min-w-0 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:aria-hidden:hidden"
                    aria-hidden={copy || undefined}
                  >
                    {row.map((name) => (
                      // Its icon in the brand's colour (the sprite holds the shades), or like
                      // its name in the text colour.
                      <li
                        key={name}
                        className="flex items-center gap-2 rounded-full border border-line bg-surface py-1.5 ps-2.5 pe-3.5 text-sm font-medium whitespace-nowrap text-ink shadow-card transition-transform duration-(--duration-fast) ease-out-soft hover:border-accent-soft motion-safe:hover:-translate-y-0.5"
                      >
                        <svg
                          aria-hidden="true"
                          focusable="false"
                          width={18}
                          height={18}
                          fill="currentColor"
                          stroke="currentColor"
                          strokeWidth={0}
                        >
                          <use href={`${href(TECH_ICON_SPRITE)}#${techIconId(name)}`} />
                        </svg>
                        {name}
                      </li>
                    ))}
                  </ul>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
