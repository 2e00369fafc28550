import { SectionHeading } from "../../components/SectionHeading";
import type { Strings } from "../../lib/i18n";
import { initials } from "../../lib/initials";
import type { TestimonialData } from "./load";

/** A portrait shows this many CSS pixels wide and high (size-11), beside the name. */
export const PORTRAIT_SIZE = 44;

/**
 * What people who worked with the owner say, in their words: plain quotes with names, no star
 * ratings and no review markup (search engines ignore reviews a site writes about itself). With
 * no testimonial there is nothing to show, and nothing is rendered.
 */
export function TestimonialsSection({
  testimonials,
  t,
  className = "",
}: {
  testimonials: readonly TestimonialData[];
  t: Strings;
  className?: string;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className={className}>
      <SectionHeading id="testimonials">{t["testimonials.heading"]}</SectionHeading>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2">
        {testimonials.map((item) => (
          <li key={item.id} className="h-full">
            <figure
              className="flex h-full flex-col rounded-card border border-line bg-surface p-6 shadow-card"
              {...item.marks}
            >
              <blockquote className="flex-1 text-pretty text-body">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 border-t border-line pt-4">
                {item.portrait ? (
                  <img
                    src={item.portrait.src}
                    srcSet={item.portrait.srcSet.attribute}
                    width={PORTRAIT_SIZE}
                    height={PORTRAIT_SIZE}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-11 shrink-0 rounded-full bg-surface-2 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-surface-2 font-mono text-sm text-accent"
                  >
                    {initials(item.name)}
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">
                    {item.link ? (
                      <a
                        href={item.link}
                        className="underline-offset-4 hover:text-accent hover:underline"
                      >
                        {item.name}
                      </a>
                    ) : (
                      item.name
                    )}
                  </span>
                  <span className="block text-sm text-muted">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
