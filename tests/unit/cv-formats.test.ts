// @vitest-environment node
import resumeSchema from "@jsonresume/schema/schema.json";
import { Validator, type Schema } from "jsonschema";
import { PDFDocument } from "pdf-lib";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import config from "../../site.config";
import { generateCv, leftOutWarning } from "../../src/features/cv/pdf";
import { validateSiteConfig } from "../../src/config/schema";
import { cvText, resumeJson } from "../../src/features/cv/formats";
import { cvModel, isoDate, periodDates, type CvProject } from "../../src/features/cv/model";

const site = (() => {
  const result = validateSiteConfig(config);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.config;
})();

const projects: CvProject[] = [
  {
    name: "Task Board",
    description: "A real-time kanban board for small teams.",
    url: "https://example.dev/projects/task-board",
    role: "Sole developer",
    period: "Feb 2024 – Sep 2024",
    startDate: "2024-02",
    endDate: "2024-09",
    highlights: ["Sync under 100 ms", "Works offline"],
    keywords: ["React", "Node.js"],
  },
  {
    name: "Shop API",
    description: "A typed REST API for a small shop.",
    url: "https://example.dev/projects/shop-api",
    role: "Back end",
    period: "Jan 2025 – Present",
    startDate: "2025-01",
    highlights: ["p95 under 80 ms"],
    keywords: ["Express", "MongoDB"],
  },
];

const cv = cvModel(
  {
    ...site,
    experience: [
      ...site.experience,
      { title: "Intern", company: "Früh GmbH", period: "Jun 2022 – Aug 2022" },
    ],
  },
  projects,
);

/** The JSON Resume schema with every object closed: a misspelt or invented field fails. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (!node || typeof node !== "object") return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, closed(value)]),
  ) as Record<string, unknown>;
  if (copy.properties && typeof copy.properties === "object") copy.additionalProperties = false;
  return copy;
}

function validate(resume: unknown): string[] {
  const result = new Validator().validate(resume, closed(resumeSchema) as Schema);
  return result.errors.map((error) => `${error.property} ${error.message}`);
}

/** The facts every format must carry. */
const facts = [
  cv.name,
  cv.role,
  cv.email,
  ...cv.work.flatMap((job) => [job.title, job.organisation]),
  ...cv.education.flatMap((school) => [school.title, school.organisation]),
  ...cv.skills,
  ...cv.projects.map((project) => project.name),
];

describe("periods as dates", () => {
  it("reads the ways owners write a period", () => {
    expect(periodDates("2024 - Present")).toEqual({ startDate: "2024" });
    expect(periodDates("2020 - 2024")).toEqual({ startDate: "2020", endDate: "2024" });
    expect(periodDates("Jan 2022 – Mar 2023")).toEqual({
      startDate: "2022-01",
      endDate: "2023-03",
    });
    expect(periodDates("September 2019 to now")).toEqual({ startDate: "2019-09" });
    expect(periodDates("2021-05 — 2022-11")).toEqual({ startDate: "2021-05", endDate: "2022-11" });
    expect(periodDates("03/2021 - 12/2021")).toEqual({ startDate: "2021-03", endDate: "2021-12" });
  });

  it("gives no dates rather than wrong ones", () => {
    expect(periodDates("Summer 2021")).toEqual({});
    expect(periodDates("2021 - sometime")).toEqual({});
    expect(periodDates("")).toEqual({});
    expect(isoDate("Foo 2020")).toBeUndefined();
  });
});

describe("the CV model", () => {
  it("takes the site's facts, its profiles without the e-mail link, and its case studies", () => {
    expect(cv.name).toBe(site.name);
    expect(cv.summary).toBe(site.intro);
    expect(cv.profiles.every((profile) => !profile.url.startsWith("mailto:"))).toBe(true);
    expect(cv.profiles.length).toBe(
      site.social.filter((link) => !link.href.startsWith("mailto:")).length,
    );
    expect(cv.work.at(-1)).toMatchObject({
      organisation: "Früh GmbH",
      startDate: "2022-06",
      endDate: "2022-08",
    });
    expect(cv.projects.map((project) => project.name)).toEqual(["Task Board", "Shop API"]);
    expect(new Set(cv.skills).size).toBe(cv.skills.length);
  });

  it("leaves out an empty phone and location", () => {
    const bare = cvModel({ ...site, phone: " ", location: "" });
    expect(bare).not.toHaveProperty("phone");
    expect(bare).not.toHaveProperty("location");
    expect(bare.projects).toEqual([]);
  });
});

describe("/resume.json", () => {
  const resume = resumeJson(cv, "https://example.dev/resume.json");

  it("validates against the JSON Resume schema, every object closed to its fields", () => {
    expect(validate(resume)).toEqual([]);
    // The check can fail: an invented field or a date that is not ISO is caught.
    expect(validate({ ...resume, hobbies: [] })).not.toEqual([]);
    expect(validate({ ...resume, work: [{ name: "X", startDate: "Jan 2020" }] })).not.toEqual([]);
  });

  it("holds the site's facts in the schema's fields", () => {
    const text = JSON.stringify(resume);
    for (const fact of facts) expect(text).toContain(JSON.stringify(fact).slice(1, -1));
    expect(resume).toMatchObject({
      basics: { name: cv.name, label: cv.role, email: cv.email },
      skills: [{ keywords: cv.skills }],
      projects: [
        { name: "Task Board", startDate: "2024-02", endDate: "2024-09", roles: ["Sole developer"] },
        { name: "Shop API", startDate: "2025-01" },
      ],
      meta: { canonical: "https://example.dev/resume.json" },
    });
    expect((resume.projects as { endDate?: string }[])[1]).not.toHaveProperty("endDate");
  });
});

describe("/cv.txt", () => {
  const text = cvText(cv);

  it("is plain text in headed sections, one fact per line", () => {
    const lines = text.split("\n");
    expect(lines[0]).toBe(cv.name);
    expect(lines[1]).toBe(cv.role);
    for (const heading of ["SUMMARY", "EXPERIENCE", "EDUCATION", "SKILLS", "PROJECTS", "CONTACT"]) {
      expect(lines).toContain(heading);
    }
    expect(lines.indexOf("EXPERIENCE")).toBeLessThan(lines.indexOf("EDUCATION"));
    expect(text).not.toMatch(/\t|│|┃|\|/);
    expect(text.endsWith("\n")).toBe(true);
    expect(lines).toContain(`Email: ${cv.email}`);
    expect(lines).toContain("- Sync under 100 ms");
  });

  it("carries every fact", () => {
    for (const fact of facts) expect(text).toContain(fact);
  });

  it("drops a section with nothing in it", () => {
    const none = cvText(cvModel({ ...site, experience: [], tech: [] }));
    expect(none).not.toContain("EXPERIENCE");
    expect(none).not.toContain("SKILLS");
    expect(none).not.toContain("PROJECTS");
  });
});

describe("the PDF", () => {
  it("is one page carrying the same facts, in the site's faces", async () => {
    const full: string[][] = [];
    const bytes = await generateCv(cv, site, (leftOut) => full.push(leftOut));
    expect(full).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`${cv.name} - CV`);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const fact of facts) expect(flat).toContain(fact);
    expect(flat).toContain("PROJECTS");
  }, 30_000);

  it("names what a full page left out, and leaves nothing out silently", async () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...(projects[0] as CvProject),
      name: `Project number ${index + 1}`,
      description:
        "A project with a description long enough to take two lines of the page. ".repeat(2),
    }));
    const full: string[][] = [];
    const bytes = await generateCv({ ...cv, projects: many }, site, (leftOut) =>
      full.push(leftOut),
    );
    expect(full).toHaveLength(1);
    const leftOut = full[0] ?? [];
    expect(leftOut).toContain("Project number 14, Sole developer");
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    // What it names is what is missing, and the first projects are in.
    expect(flat).toContain("Project number 1, Sole developer");
    for (const value of leftOut.filter((entry) => entry.startsWith("Project number"))) {
      expect(flat).not.toContain(value);
    }
    expect(leftOutWarning(leftOut)).toMatch(
      /^CV PDF: one page holds only part of the CV; left out ".+", ".+", ".+" and \d+ more\. .*cv\.file/,
    );
  }, 30_000);
});
