/**
 * Text set as the site sets prose: links in the accent, each h2 numbered ("01", "02"...) in the
 * accent's monospace (a mark for the eye only: assistive technology reads the heading alone),
 * paragraphs and lists spaced for reading. For a page's own text (Markdown included).
 */
export const PROSE_TEXT =
  "text-body [&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [counter-reset:part] [&>h2]:mt-12 [&>h2]:[counter-increment:part] [&>h2]:before:me-3 [&>h2]:before:font-mono [&>h2]:before:text-base [&>h2]:before:font-medium [&>h2]:before:text-accent [&>h2]:before:content-[counter(part,decimal-leading-zero)_/_''] [&>h2]:text-subhead [&>h2]:font-semibold [&>h2]:text-ink [&>p]:mt-4 [&>p]:leading-relaxed [&>ul]:mt-4 [&>ul]:list-disc [&>ul]:ps-6 [&>ul]:marker:text-accent [&_li]:mt-2";
