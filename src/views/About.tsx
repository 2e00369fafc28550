import { ROUTES } from "../routes";
import { FaBriefcase, FaDownload, FaFileLines, FaGraduationCap } from "react-icons/fa6";
import { Icon } from "../components/icons";
import { PageHeading } from "../components/PageHeading";
import { Portrait, type PortraitPicture } from "../components/Portrait";
import { SectionHeading } from "../components/SectionHeading";
import { cvPageLink, cvPdfLink } from "../features/cv/links";
import { TestimonialsSection } from "../features/testimonials/TestimonialsSection";
import type { TestimonialData } from "../features/testimonials/load";
import { site } from "../site";

/** Two columns from lg up: the section's title on the left, its content beside it. */
const columns = "grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16";

const cvLinks = [
  { link: cvPageLink, icon: FaFileLines, text: "View CV" },
  { link: cvPdfLink, icon: FaDownload, text: "Download CV" },
];

/**
 * `portrait`: the owner's photo as the page prepared it; without one, their initials show.
 * `testimonials`: what people say; the section is left out without any.
 */
export function About({
  portrait,
  testimonials = [],
}: {
  portrait?: PortraitPicture;
  testimonials?: readonly TestimonialData[];
}) {
  // The timelines, each left out without entries and numbered by the ones shown ("01").
  const timelines = [
    {
      title: "Experience",
      icon: FaBriefcase,
      entries: site.experience.map((job) => ({ ...job, heading: job.title, place: job.company })),
    },
    {
      title: "Education",
      icon: FaGraduationCap,
      entries: site.education.map((school) => ({
        ...school,
        heading: school.degree,
        place: school.institution,
      })),
    },
  ].filter((timeline) => timeline.entries.length > 0);
  return (
    <div className="mx-auto max-w-page px-4 py-section sm:px-6">
      <div className={`${columns} items-center`}>
        <Portrait
          name={site.name}
          picture={portrait}
          place="about"
          className="lg:justify-self-start"
        />
        <div>
          <PageHeading path={ROUTES.about}>About Me</PageHeading>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-pretty text-body">
            {site.intro}
          </p>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2">
            {cvLinks.map(({ link, icon, text }) => (
              <a
                key={text}
                {...link}
                className="inline-flex items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
              >
                <Icon icon={icon} aria-hidden="true" />
                {text}
              </a>
            ))}
          </p>
        </div>
      </div>
      {timelines.map(({ title, icon, entries }) => (
        <section
          key={title}
          aria-labelledby={title.toLowerCase()}
          className={`${columns} mt-16 border-t border-line pt-10`}
        >
          <div data-section-title className="lg:sticky lg:top-24 lg:self-start">
            <SectionHeading id={title.toLowerCase()}>
              <Icon icon={icon} aria-hidden="true" className="text-accent" />
              {title}
            </SectionHeading>
          </div>
          <ol data-timeline className="space-y-4 border-l border-line pl-5 sm:pl-7">
            {entries.map((entry) => (
              <li
                key={`${entry.heading}-${entry.place}-${entry.period}`}
                className="relative rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
              >
                <span
                  aria-hidden="true"
                  className="absolute top-7 -left-[25px] size-2.5 rounded-full bg-accent ring-4 ring-canvas sm:-left-[33px] sm:top-8"
                />
                <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
                  <h3 className="text-card font-semibold text-ink">{entry.heading}</h3>
                  <p className="shrink-0 font-mono text-sm text-muted sm:text-right">
                    {entry.period}
                  </p>
                </div>
                <p className="mt-1 font-medium text-accent">{entry.place}</p>
                {entry.summary && <p className="mt-3 leading-relaxed text-body">{entry.summary}</p>}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <TestimonialsSection
        testimonials={testimonials}
        headingId="testimonials"
        className="mt-16 border-t border-line pt-10"
      />
    </div>
  );
}
