import type { ReactNode } from "react";
import { FaBriefcase, FaCode, FaDownload, FaFileLines, FaGraduationCap } from "react-icons/fa6";
import { Icon } from "../components/icons";
import { PageHeading } from "../components/PageHeading";
import { Pills } from "../components/Pills";
import { Portrait, type PortraitPicture } from "../components/Portrait";
import { SectionHeading } from "../components/SectionHeading";
import { cvPageLink, cvPdfLink } from "../features/cv/links";
import { cvModel, type CvEntry } from "../features/cv/model";
import { TestimonialsSection } from "../features/testimonials/TestimonialsSection";
import type { TestimonialData } from "../features/testimonials/load";
import { site } from "../site";

/** Two columns from lg up: the section's title on the left, its content beside it. */
const columns = "grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16";
const card = "rounded-card border border-line bg-surface p-5 shadow-card sm:p-6";
/** The timeline's line, left of its cards; the skills keep its indent without it. */
const rail = "border-l border-line pl-5 sm:pl-7";

const cvLinks = [
  { link: cvPageLink, icon: FaFileLines, text: "View CV" },
  { link: cvPdfLink, icon: FaDownload, text: "Download CV" },
];

/** Jobs or degrees as cards on a line, newest first as the owner lists them. */
function Timeline({ entries }: { entries: CvEntry[] }) {
  return (
    <ol data-timeline className={`space-y-4 ${rail}`}>
      {entries.map((entry) => (
        <li
          key={`${entry.title}-${entry.organisation}-${entry.period}`}
          className={`relative ${card}`}
        >
          <span
            aria-hidden="true"
            className="absolute top-7 -left-[25px] size-2.5 rounded-full bg-accent ring-4 ring-canvas sm:-left-[33px] sm:top-8"
          />
          <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
            <h3 className="text-card font-semibold text-ink">{entry.title}</h3>
            <p className="shrink-0 font-mono text-sm text-muted sm:text-right">{entry.period}</p>
          </div>
          <p className="mt-1 font-medium text-accent">{entry.organisation}</p>
          {entry.summary && <p className="mt-3 leading-relaxed text-body">{entry.summary}</p>}
          {entry.highlights && (
            <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-body marker:text-accent">
              {entry.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * `portrait`: the owner's photo as the page prepared it; without one, the page has no picture.
 * `testimonials`: the ones the home page does not quote; the section is left out without any.
 * The jobs, degrees and skills are the CV's, so the page and every CV format say the same.
 */
export function About({
  portrait,
  testimonials = [],
}: {
  portrait?: PortraitPicture;
  testimonials?: readonly TestimonialData[];
}) {
  const { work, education, skills } = cvModel(site);
  // Each section is left out when empty, and numbered by the ones shown ("01").
  const sections: { title: string; icon: typeof FaCode; shown: boolean; body: ReactNode }[] = [
    {
      title: "Experience",
      icon: FaBriefcase,
      shown: work.length > 0,
      body: <Timeline entries={work} />,
    },
    {
      title: "Education",
      icon: FaGraduationCap,
      shown: education.length > 0,
      body: <Timeline entries={education} />,
    },
    {
      title: "Skills",
      icon: FaCode,
      shown: skills.length > 0,
      body: (
        <div className={`${rail} border-transparent`}>
          <dl className={`${card} grid gap-x-10 gap-y-6 sm:grid-cols-2`}>
            {skills.map(({ group, items }) => (
              <div key={group}>
                <dt className="eyebrow">{group}</dt>
                <dd className="mt-2.5">
                  <Pills label={group} names={items} className="text-ink" />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ),
    },
  ];
  return (
    <div className="mx-auto max-w-page px-4 py-section sm:px-6">
      <div className={portrait ? `${columns} items-center` : undefined}>
        {portrait && <Portrait name={site.name} picture={portrait} place="about" />}
        <div>
          <PageHeading eyebrow={site.role}>About Me</PageHeading>
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
      {sections
        .filter((section) => section.shown)
        .map(({ title, icon, body }, index) => (
          <section
            key={title}
            aria-labelledby={title.toLowerCase()}
            className={`${columns} mt-16 border-t border-line pt-10`}
          >
            <div data-section-title className="lg:sticky lg:top-24 lg:self-start">
              <SectionHeading
                id={title.toLowerCase()}
                label={`0${index + 1} / ${title.toLowerCase()}`}
              >
                <Icon icon={icon} aria-hidden="true" className="text-accent" />
                {title}
              </SectionHeading>
            </div>
            {body}
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
