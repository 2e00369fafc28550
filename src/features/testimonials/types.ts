/** What a testimonial card shows. */
export interface TestimonialData {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  link?: string | undefined;
  /** The portrait as astro:assets made it, small and square; none shows the initials. */
  portrait?: { src: string; srcSet: string; width: number; height: number } | undefined;
}
