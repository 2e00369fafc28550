import type { ReactNode } from "react";
import { FaBriefcase, FaCode, FaDownload, FaFileLines, FaGraduationCap } from "react-icons/fa6";
import { ROUTES } from "../routes";
import { Icon } from "../components/icons";
import { PageHeading } from "../components/PageHeading";
import { Pills } from "../components/Pills";
import { Portrait, type PortraitPicture } from "../components/Portrait";
import { SectionHeading } from "../components/SectionHeading";
import { Entry } from "../features/cv/CvView";
import { cvLink, cvPdfLink } from "../features/cv/links";
import { cvModel, type CvEntry } from "../features/cv/model";
import { TestimonialsSection } from "../features/testimonials/TestimonialsSection";
import type { TestimonialData } from "../features/testimonials/load";
import type { PageLanguage } from "../site";

/** Two columns from lg up: the section's title first, its content beside it. */
const columns = "grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16";
const card = "rounded-card border border-line bg-surface p-5 shadow-card sm:p-6";

const cvLinkClass =
  "inline-flex items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline";

/** Jobs or degrees as the CV shows them, each a card on a line with a dot. */
const timeline = (entries: CvEntry[], marks: PageLanguage["marks"]) => (
  <ol data-timeline className="space-y-4 border-s border-line ps-5 sm:ps-7">
    {entries.map((entry) => (
      <li
        key={`${entry.title}-${entry.period}`}
        className={`relative ${card} [&_h3]:text-card`}
        {...marks(entry.title)}
      >
        <span
          aria-hidden="true"
          className="absolute top-7 -start-[25px] size-2.5 rounded-full bg-accent ring-4 ring-canvas sm:top-8 sm:-start-[33px]"
        />
        <Entry item={entry} />
      </li>
    ))}
  </ol>
);

/**
 * `portrait`: the owner's photo as the page prepared it; without one, the page has no picture.
 * `testimonials`: the ones the home page does not quote; the section is left out without any.
 * The jobs, degrees and skills are the CV's, so the page and every CV format say the same.
 */
export function About({
  portrait,
  testimonials = [],
  t,
  href: localize,
  site,
  marks,
}: Omit<PageLanguage, "lang"> & {
  portrait?: PortraitPicture;
  testimonials?: readonly TestimonialData[];
}) {
  const { work, education, skills } = cvModel(site, [], t);
  // From sm up, the skills line up with the timelines' cards (their indent, without the line).
  const skillList = (
    <dl className="grid gap-4 sm:grid-cols-2 sm:border-s sm:border-transparent sm:ps-7">
      {skills.map(({ group, items }) => (
        <div key={group} className={card}>
          <dt className="eyebrow">{group}</dt>
          <dd className="mt-2.5">
            <Pills label={group} names={items} className="text-ink" />
          </dd>
        </div>
      ))}
    </dl>
  );
  // Each section is left out when empty.
  const sections: ["experience" | "education" | "skills", typeof FaCode, ReactNode][] = [
    ["experience", FaBriefcase, work.length > 0 && timeline(work, marks)],
    ["education", FaGraduationCap, education.length > 0 && timeline(education, marks)],
    ["skills", FaCode, skills.length > 0 && skillList],
  ];
  return (
    <div className="mx-auto max-w-page px-4 py-section sm:px-6">
      <div className={portrait && `${columns} items-center`}>
        {portrait && <Portrait name={site.name} picture={portrait} place="about" />}
        <div>
          <PageHeading path={ROUTES.about}>{t["about.heading"]}</PageHeading>
          <p
            className="mt-5 max-w-3xl text-lg leading-relaxed text-pretty text-body"
            {...marks(site.intro)}
          >
            {site.intro}
          </p>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2">
            <a {...cvLink("page", localize)} className={cvLinkClass}>
              <Icon icon={FaFileLines} aria-hidden="true" /> {t["cv.view"]}
            </a>
            <a {...cvPdfLink({ site, href: localize })} className={cvLinkClass}>
              <Icon icon={FaDownload} aria-hidden="true" /> {t["cv.download"]}
            </a>
          </p>
        </div>
      </div>
      {sections
        .filter(([, , body]) => body)
        .map(([id, icon, body]) => (
          <section
            key={id}
            aria-labelledby={id}
            className={`${columns} mt-16 border-t border-line pt-10`}
          >
            <div data-section-title className="lg:sticky lg:top-24 lg:self-start">
              <SectionHeading id={id}>
                <Icon icon={icon} aria-hidden="true" className="text-accent" />
                {t[`cv.${id}`]}
              </SectionHeading>
            </div>
            {body}
          </section>
        ))}
      <TestimonialsSection
        testimonials={testimonials}
        t={t}
        className="mt-16 border-t border-line pt-10"
      />
    </div>
  );
}
