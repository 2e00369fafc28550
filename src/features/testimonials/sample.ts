/** The testimonials the template ships with, so `npm run doctor` can tell an owner which are left. */
export const SAMPLE_TESTIMONIALS: readonly { file: string; name: string }[] = [
  { file: "priya-raman.md", name: "Priya Raman" },
  { file: "daniel-okafor.md", name: "Daniel Okafor" },
  { file: "sofia-marchetti.md", name: "Sofia Marchetti" },
  { file: "kenji-watanabe.md", name: "Kenji Watanabe" },
];
