// @vitest-environment node
import { z } from "astro/zod";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../../src/lib/i18n";
import { testimonialSchema } from "../../src/features/testimonials/schema";
import { TestimonialsSection } from "../../src/features/testimonials/TestimonialsSection";
import type { TestimonialData } from "../../src/features/testimonials/load";

/** Astro's image() checks and imports the file; here a portrait is its path. */
const schema = testimonialSchema(() => z.string());

const good = () => ({
  quote: "Shipped the sync in a month.",
  name: "Priya Raman",
  role: "Engineering Manager",
  company: "Example Technologies",
  link: "https://www.linkedin.com/in/example",
  portrait: "./priya.jpg",
  order: 1,
});

/** Each problem as Astro prints it under the file's name: `field: message`. */
function problems(data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the testimonial schema", () => {
  it("accepts a complete testimonial, and one without link, portrait or order", () => {
    expect(problems(good())).toEqual([]);
    const { link, portrait, order, ...rest } = good();
    void [link, portrait, order];
    expect(problems(rest)).toEqual([]);
  });

  it("names each field that is missing or wrong, and what it wants", () => {
    expect(problems({ ...good(), quote: " ", name: undefined })).toEqual([
      "quote: must not be empty: write what they said, in their words",
      "name: must be the person's name",
    ]);
    expect(problems({ ...good(), quote: "x".repeat(601) })).toEqual([
      "quote: is longer than 600 characters",
    ]);
    expect(problems({ ...good(), link: "http://example.com" })).toEqual([
      "link: must be an https:// address, such as their LinkedIn profile",
    ]);
    expect(problems({ ...good(), order: 1.5 })).toEqual(["order: must be a whole number"]);
    expect(problems({ ...good(), company: 42 })).toEqual([
      "company: must be where they work or worked with you",
    ]);
  });
});

const item = (over: Partial<TestimonialData> = {}): TestimonialData => ({
  id: "priya",
  marks: {},
  quote: "Shipped the sync in a month.",
  name: "Priya Raman",
  role: "Engineering Manager",
  company: "Example Technologies",
  portrait: undefined,
  ...over,
});

// The browser specs check each quote, its caption and link, and that none is marked up as a review.
describe("the testimonials section", () => {
  it("shows initials for a person without a portrait", () => {
    const html = renderToStaticMarkup(
      <TestimonialsSection t={DICTIONARIES.en} testimonials={[item()]} />,
    );
    expect(html).toContain(">PR<");
  });
});
