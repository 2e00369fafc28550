import { FaBriefcase, FaGraduationCap } from "react-icons/fa6";
import { PageHeading } from "../components/PageHeading";
import { Portrait, type PortraitPicture } from "../components/Portrait";
import { site } from "../site";

interface Entry {
  heading: string;
  place: string;
  period: string;
  summary?: string;
}

function Timeline({
  id,
  title,
  icon,
  entries,
}: {
  id: string;
  title: string;
  icon: React.ReactNode;
  entries: Entry[];
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2
        id={id}
        className="flex items-center gap-3 text-2xl font-bold text-slate-900 dark:text-white"
      >
        {icon}
        {title}
      </h2>
      <ol className="mt-6 space-y-6 border-l-2 border-accent-soft pl-6">
        {entries.map((entry) => (
          <li key={`${entry.heading}-${entry.place}-${entry.period}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-2 -left-[31px] size-3 rounded-full bg-accent ring-4 ring-white dark:ring-slate-950"
            />
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
              {entry.heading}
            </h3>
            <p className="text-slate-700 dark:text-slate-300">{entry.place}</p>
            <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{entry.period}</p>
            {entry.summary ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">{entry.summary}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** `portrait`: the owner's photo as the page prepared it; without one, their initials show. */
export function About({ portrait }: { portrait?: PortraitPicture }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="flex items-center gap-6">
        <Portrait name={site.name} picture={portrait} place="about" />
        <PageHeading>About Me</PageHeading>
      </div>
      <p className="mt-6 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
        {site.intro}
      </p>
      <Timeline
        id="experience"
        title="Experience"
        icon={<FaBriefcase aria-hidden="true" className="text-accent" />}
        entries={site.experience.map((job) => ({
          heading: job.title,
          place: job.company,
          period: job.period,
          summary: job.summary,
        }))}
      />
      <Timeline
        id="education"
        title="Education"
        icon={<FaGraduationCap aria-hidden="true" className="text-accent" />}
        entries={site.education.map((school) => ({
          heading: school.degree,
          place: school.institution,
          period: school.period,
          summary: school.summary,
        }))}
      />
    </div>
  );
}
