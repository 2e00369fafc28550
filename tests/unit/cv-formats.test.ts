// @vitest-environment node
import resumeSchema from "@jsonresume/schema/schema.json";
import { Validator, type Schema } from "jsonschema";
import { PDFDocument } from "pdf-lib";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import config from "../../site.config";
import { validateSiteConfig } from "../../src/config/schema";
import { cvText, resumeJson } from "../../src/features/cv/formats";
import { cvModel, periodDates, type CvEntry } from "../../src/features/cv/model";
import { generateCv } from "../../src/features/cv/pdf";
import { DICTIONARIES } from "../../src/lib/i18n";

const site = (() => {
  const result = validateSiteConfig(config);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.config;
})();

const experience = [
  ...site.experience,
  {
    title: "Intern",
    company: "Früh GmbH",
    period: "Jun 2022 – Aug 2022",
    summary: "\n  Tested the\n  shop's checkout.\n",
  },
];

const projects: CvEntry[] = [
  {
    title: "Task Board",
    organisation: "Sole developer",
    period: "Feb 2024 – Sep 2024",
    summary: "A real-time kanban board for small teams.",
    url: "https://example.dev/projects/task-board",
    highlights: ["Sync under 100 ms", "Works offline"],
    keywords: ["React", "Node.js"],
  },
  {
    title: "Shop API",
    organisation: "Back end",
    period: "Jan 2025 – Present",
    summary: "A typed REST API for a small shop.",
    url: "https://example.dev/projects/shop-api",
    highlights: ["p95 under 80 ms"],
    keywords: ["Express", "MongoDB"],
  },
];

const cv = cvModel({ ...site, experience }, projects);

/** The facts every format must carry, as the config and the case studies state them. */
const facts = [
  site.name,
  site.role,
  site.email,
  ...experience.flatMap((job) => [job.title, job.company, ...(job.highlights ?? [])]),
  ...site.education.flatMap((school) => [school.degree, school.institution]),
  ...(site.skills ?? []).flatMap((group) => [group.group, ...group.items]),
  ...projects.map((project) => project.title),
];

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
    // One month is where it starts and ends, not a period that goes on.
    expect(periodDates("Mar 2024")).toEqual({ startDate: "2024-03", endDate: "2024-03" });
  });

  it("gives no dates rather than wrong ones", () => {
    expect(periodDates("Summer 2021")).toEqual({});
    expect(periodDates("2021 - sometime")).toEqual({});
    expect(periodDates("13/2021 - 2022")).toEqual({});
    expect(periodDates("")).toEqual({});
  });
});

describe("the CV model", () => {
  it("takes the site's facts, its profiles without the e-mail link, and its case studies", () => {
    expect(cv.summary).toBe(site.intro.replace(/\s+/g, " "));
    expect(cv.profiles.map((profile) => profile.value)).toEqual(
      site.social.filter((link) => !link.href.startsWith("mailto:")).map((link) => link.href),
    );
    expect(cv.profiles[0]).toMatchObject({ label: "GitHub", username: "octocat" });
    expect(cv.work.at(-1)).toMatchObject({
      organisation: "Früh GmbH",
      startDate: "2022-06",
      endDate: "2022-08",
      summary: "Tested the shop's checkout.",
    });
    expect(cv.projects.map((project) => project.title)).toEqual(["Task Board", "Shop API"]);
  });

  it("groups the skills as configured, else lists the tech once each, with no empty group", () => {
    const skills = [
      { group: "Tools", items: ["Vite", "Docker"] },
      { group: "Empty", items: [] },
    ];
    expect(cvModel({ ...site, skills }).skills).toEqual([
      { group: "Tools", items: ["Vite", "Docker"] },
    ]);
    expect(cvModel({ ...site, skills: undefined, tech: ["Go", "Go"] }).skills).toEqual([
      { group: "Technologies", items: ["Go"] },
    ]);
  });

  it("leaves out an empty phone and location, and a section with nothing in it", () => {
    const bare = cvModel({ ...site, phone: " ", location: "", experience: [], skills: [] });
    expect(bare.contact.map((item) => item.label)).toEqual(["Email", "Website"]);
    expect(bare.phone).toBeUndefined();
    expect(bare.sections.map((section) => section.title)).toEqual(["Summary", "Education"]);
  });
});

describe("/resume.json", () => {
  const text = resumeJson(cv, "https://example.dev/resume.json");
  const resume = JSON.parse(text) as Record<string, unknown>;

  it("validates against the JSON Resume schema, every object closed to its fields", () => {
    expect(validate(resume)).toEqual([]);
    // The check can fail: an invented field or a date that is not ISO is caught.
    expect(validate({ ...resume, hobbies: [] })).not.toEqual([]);
    expect(validate({ ...resume, work: [{ name: "X", startDate: "Jan 2020" }] })).not.toEqual([]);
  });

  it("holds the site's facts in the schema's fields", () => {
    for (const fact of facts) expect(text).toContain(JSON.stringify(fact).slice(1, -1));
    expect(resume).toMatchObject({
      basics: { name: site.name, label: site.role, email: site.email },
      skills: (site.skills ?? []).map((group) => ({ name: group.group, keywords: group.items })),
      projects: [
        { name: "Task Board", startDate: "2024-02", endDate: "2024-09", roles: ["Sole developer"] },
        { name: "Shop API", startDate: "2025-01" },
      ],
      meta: { canonical: "https://example.dev/resume.json" },
    });
    expect((resume.projects as object[])[1]).not.toHaveProperty("endDate");
    expect((resume.work as object[])[0]).toHaveProperty("highlights", experience[0]?.highlights);
  });
});

describe("/cv.txt", () => {
  const text = cvText(cv);

  it("is plain text in headed sections, one fact per line", () => {
    const lines = text.split("\n");
    expect(lines.slice(0, 2)).toEqual([site.name, site.role]);
    const headings = ["SUMMARY", "EXPERIENCE", "EDUCATION", "SKILLS", "PROJECTS", "CONTACT"];
    expect(lines.filter((line) => headings.includes(line))).toEqual(headings);
    expect(text).not.toMatch(/\t|│|┃|\|/);
    expect(text.endsWith("\n")).toBe(true);
    expect(lines).toContain(`Email: ${site.email}`);
    expect(lines).toContain("Tested the shop's checkout.");
    expect(lines).toContain("- Sync under 100 ms");
  });
});

describe("the PDF", () => {
  it("is one page carrying the same facts, in the site's faces", async () => {
    const warnings: string[] = [];
    const bytes = await generateCv(cv, site, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`${site.name} - CV`);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const fact of facts) expect(flat).toContain(fact);
    expect(flat).toContain("PROJECTS");
  }, 30_000);

  it("names what a full page left out, and leaves nothing out silently", async () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      ...(projects[0] as CvEntry),
      title: `Project number ${index + 1}`,
      summary: "A project with a description long enough to take two lines of the page. ".repeat(2),
    }));
    const warnings: string[] = [];
    const bytes = await generateCv(cvModel(site, many), site, (message) => warnings.push(message));
    expect(warnings).toHaveLength(1);
    const warning = warnings[0] ?? "";
    expect(warning).toMatch(
      /^CV PDF: one page holds only part of the CV; left out ".+", ".+", ".+" and \d+ more\. .*cv\.file/,
    );
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    // What it names is what is missing, and the first projects are in.
    expect(flat).toContain("Project number 1, Sole developer");
    const named = [...warning.matchAll(/"(Project number \d+, Sole developer)"/g)];
    expect(named.length).toBeGreaterThan(0);
    for (const [, value] of named) expect(flat).not.toContain(value);
  }, 30_000);

  it("draws an Arabic CV in an Arabic face, its Latin words in Geist", async () => {
    const arabic = cvModel(
      { ...site, role: "مطوّر ويب متكامل", intro: "أبني تطبيقات ويب بـ React و Node.js." },
      [],
      DICTIONARIES.ar,
    );
    const warnings: string[] = [];
    const bytes = await generateCv(arabic, site, (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    const pdf = await PDFDocument.load(bytes);
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => String(object.toString().match(/\/BaseFont \/(\S+)/)?.[1] ?? ""))
      .filter(Boolean);
    expect(fonts.some((name) => name.includes("NotoSansArabic"))).toBe(true);
    expect(fonts.some((name) => name.includes("Geist"))).toBe(true);
  }, 30_000);
});

describe("a CV in another language", () => {
  it("has its headings and labels in that language", () => {
    const german = cvModel({ ...site, skills: undefined }, projects, DICTIONARIES.de);
    expect(german.sections.map((section) => section.title)).toEqual([
      "Profil",
      "Berufserfahrung",
      "Ausbildung",
      "Kenntnisse",
      "Projekte",
    ]);
    const text = cvText(german);
    expect(text).toContain("\nKONTAKT\n");
    expect(text).toContain("Technologien: React, Node.js");
    expect(german.skills[0]?.group).toBe("Technologien");
  });
});
