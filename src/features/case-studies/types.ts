/** A picture as astro:assets made it: AVIF and WebP at several widths, sized to its box. */
export interface CasePicture {
  /** Tried in order before the <img>: AVIF. */
  sources: { type: string; srcSet: string }[];
  /** WebP, which every browser the site supports shows. */
  src: string;
  srcSet: string;
  /** How wide the picture shows, so the browser picks the right width from srcSet. */
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/** What a card shows of a case study (on /projects and on the home page). */
export interface CaseStudyCardData {
  slug: string;
  /** The page's address, base path included. */
  href: string;
  title: string;
  summary: string;
  stack: string[];
  cover: CasePicture;
}

export interface Period {
  start: string;
  end?: string | undefined;
}
