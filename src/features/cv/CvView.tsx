import { FaCode, FaDownload, FaFileLines } from "react-icons/fa6";
import { Icon } from "../../components/icons";
import type { PageLanguage } from "../../site";
import { cvLink, cvPdfLink } from "./links";
import type { Cv, CvEntry } from "./model";

/** The other formats, as the site's secondary buttons: a full-size target each. */
const button =
  "inline-flex min-h-11 items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 font-semibold text-ink hover:border-accent";
/** A link in the CV's text. */
const linkTo = (href: string, text: string) => (
  <a className="underline-offset-4 hover:text-accent hover:underline" href={href}>
    {text}
  </a>
);

/** An address as a reader copies it from paper: without https:// and a trailing slash. */
const bare = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** A job, a degree or a project: here, and in the About page's timelines. */
export function Entry({ item }: { item: CvEntry }) {
  return (
    <div className="break-inside-avoid">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="font-semibold text-ink">
          {item.url ? linkTo(item.url, item.title) : item.title}
          {", "}
          <span className="font-medium text-accent">{item.organisation}</span>
        </h3>
        <p className="font-mono text-sm text-muted">{item.period}</p>
      </div>
      {item.summary && <p className="mt-1 text-body">{item.summary}</p>}
      {item.highlights && item.highlights.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 ps-5 text-body print:space-y-0">
          {item.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      )}
      {item.keywords && (
        <p className="mt-1 font-mono text-xs text-muted">{item.keywords.join(" · ")}</p>
      )}
    </div>
  );
}

/**
 * The CV as a page: the site's look on screen, one plain sheet on paper (the print styles in
 * src/pages/cv.astro hide the site's bar and footer).
 */
export function CvView({ cv, t, href, site, marks }: { cv: Cv } & Omit<PageLanguage, "lang">) {
  const formats = [
    { label: t["cv.downloadPdf"], icon: FaDownload, link: cvPdfLink({ site, href }) },
    { label: t["cv.text"], icon: FaFileLines, link: cvLink("text", href) },
    { label: t["cv.json"], icon: FaCode, link: cvLink("json", href) },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-section sm:px-6 print:max-w-none print:p-0">
      <nav
        aria-label={t["cv.formats"]}
        className="mb-6 flex flex-wrap items-center gap-2 text-sm print:hidden"
      >
        {formats.map(({ label, icon, link: attributes }) => (
          <a key={label} className={button} {...attributes}>
            <Icon icon={icon} aria-hidden="true" className="text-accent" /> {label}
          </a>
        ))}
      </nav>
      <article className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-10 print:rounded-none print:border-0 print:bg-transparent print:p-0 print:shadow-none">
        <header>
          <h1
            tabIndex={-1}
            data-page-heading
            className="text-3xl font-bold tracking-tight text-ink outline-none sm:text-4xl print:text-2xl"
          >
            {cv.name}
          </h1>
          <p className="mt-1 text-lg font-medium text-accent print:text-base" {...marks(cv.role)}>
            {cv.role}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted rtl:*:[unicode-bidi:plaintext]">
            {[...cv.contact, ...cv.profiles].map(({ label, value, href }) => (
              <li key={`${label} ${value}`}>{href ? linkTo(href, bare(value)) : value}</li>
            ))}
          </ul>
        </header>
        {cv.sections.map((section) => (
          <section key={section.title} className="mt-8 break-inside-avoid-page print:mt-2.5">
            <h2 className="eyebrow border-b border-line pb-1.5 print:border-black/30">
              {section.title}
            </h2>
            <div className="mt-3 space-y-4 print:mt-1.5 print:space-y-1.5">
              {section.text && (
                <p
                  className="whitespace-pre-line text-body"
                  {...(section.text === cv.summary ? marks(site.intro) : {})}
                >
                  {section.text}
                </p>
              )}
              {section.entries.map((item) => (
                // A text the owner wrote in the default language alone is marked as such.
                <div
                  key={`${item.title}-${item.organisation}-${item.period}`}
                  {...(item.marks ?? marks(item.title))}
                >
                  <Entry item={item} />
                </div>
              ))}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}
