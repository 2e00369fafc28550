/**
 * The values the shipped `site.config.ts` comes with. `npm run doctor` lists every one that is
 * still in place, so a fork never goes live with the sample's name, links or identifiers; its
 * unit test, run on the shipped config, keeps the two in step.
 */
export const SAMPLE = {
  name: "Alex Morgan",
  role: "Full-Stack Developer",
  greeting: "Hi, I'm Alex Morgan",
  tagline:
    "Full-stack developer building fast, accessible web apps with React, TypeScript and Node.js.",
  intro:
    "I'm a full-stack developer who enjoys turning ideas into reliable products, from the database schema to the last pixel. I care about clean code, quick pages and interfaces everyone can use.",
  email: "alex.morgan@example.com",
  phone: "+91 98765 43210",
  siteUrl: "https://alex-morgan.example.com",
  cvDownloadName: "Alex-Morgan-CV.pdf",
  githubUsername: "octocat",
  /** The drawn face in src/assets/ (tools/samples/portrait/). */
  portrait: "alex-morgan.png",
  /** Links in `social` that point at a sample profile rather than the owner's. */
  socialHrefs: ["https://github.com/octocat", "https://www.linkedin.com/in/your-profile"],
  experienceCompanies: ["Example Technologies", "Example Shop"],
  educationInstitution: "Example Institute of Technology",
} as const;
