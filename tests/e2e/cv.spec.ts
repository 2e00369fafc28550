import { PDFDocument } from "pdf-lib";
import { axeViolationsInBothThemes } from "./support/axe.ts";
import { expect, test } from "./support/offline.ts";
import { site } from "./support/site.ts";
import { sitePath } from "./support/test.ts";

/**
 * The CV in every format the build writes from the same configuration and case studies: the
 * page, its printout, the plain text, the JSON Resume and the PDF.
 */

test("the About page leads to the CV page, which shows the owner's facts", async ({ page }) => {
  await page.goto("/about/");
  await page.getByRole("link", { name: "View CV" }).click();
  await expect(page).toHaveURL(new RegExp(`${sitePath("/cv/")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.name);
  await expect(page.getByText(site.role, { exact: true })).toBeVisible();
  for (const title of ["Summary", "Experience", "Education", "Skills", "Projects"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  for (const job of site.experience) {
    await expect(
      page.getByRole("heading", { level: 3, name: new RegExp(job.title) }),
    ).toBeVisible();
  }
  await expect(page.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  // Every case study, linked to its page.
  const first = page.getByRole("heading", { level: 3 }).getByRole("link").first();
  await expect(first).toHaveAttribute("href", /\/projects\/[a-z0-9-]+\/$/);
});

test("the CV page offers every other format, each served as what it is", async ({
  page,
  request,
}) => {
  await page.goto("/cv/");
  const formats = page.getByRole("navigation", { name: "CV formats" });
  // Each link's address as the browser resolves it (the base path included).
  const linked = async (name: string) =>
    new URL((await formats.getByRole("link", { name }).getAttribute("href")) ?? "", page.url())
      .href;
  const pdf = await request.get(await linked("Download PDF"));
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(1);

  const text = await request.get(await linked("Plain text"));
  expect(text.headers()["content-type"]).toMatch(/^text\/plain/);
  const plain = await text.text();
  expect(plain.split("\n").slice(0, 2)).toEqual([site.name, site.role]);

  const json = await request.get(await linked("JSON Resume"));
  expect(json.headers()["content-type"]).toContain("application/json");
  const resume = (await json.json()) as {
    basics: { name: string; label: string };
    work: { name: string; position: string }[];
    projects: { name: string; url: string }[];
  };
  expect(resume.basics).toMatchObject({ name: site.name, label: site.role });
  expect(resume.work.map((job) => job.position)).toEqual(site.experience.map((job) => job.title));

  // The page, the text and the JSON name the same projects.
  const onPage = await page.getByRole("heading", { level: 3 }).getByRole("link").allTextContents();
  expect(resume.projects.map((project) => project.name)).toEqual(onPage);
  for (const name of onPage) expect(plain).toContain(name);
});

test("the page and the plain text carry every fact of the JSON Resume", async ({
  page,
  request,
}) => {
  const resume = (await (await request.get("/resume.json")).json()) as {
    basics: {
      name: string;
      label: string;
      email: string;
      phone?: string;
      summary: string;
      location?: { address?: string };
      profiles: { url: string }[];
    };
    work: { name: string; position: string; summary?: string }[];
    education: { institution: string; studyType?: string; area?: string }[];
    skills: { keywords: string[] }[];
    projects: { name: string; description: string; highlights: string[]; keywords: string[] }[];
  };
  const { basics } = resume;
  const facts = [
    basics.name,
    basics.label,
    basics.email,
    basics.phone,
    basics.summary,
    basics.location?.address,
    ...basics.profiles.map((profile) => profile.url.replace(/^https?:\/\//, "")),
    ...resume.work.flatMap((job) => [job.name, job.position, job.summary]),
    ...resume.education.flatMap((school) => [school.institution, school.studyType, school.area]),
    ...resume.skills.flatMap((skill) => skill.keywords),
    ...resume.projects.flatMap((project) => [
      project.name,
      project.description,
      ...project.highlights,
      ...project.keywords,
    ]),
  ].filter((fact): fact is string => Boolean(fact));
  expect(facts.length).toBeGreaterThan(20);

  await page.goto("/cv/");
  const onPage = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
  const plain = (await (await request.get("/cv.txt")).text()).replace(/\s+/g, " ");
  for (const fact of facts) {
    const words = fact.replace(/\s+/g, " ");
    expect(onPage, `the page names "${words}"`).toContain(words);
    expect(plain, `the text names "${words}"`).toContain(words);
  }
});

test("printed, the CV is one sheet without the site's bar and footer", async ({ page }) => {
  await page.goto("/cv/");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "CV formats" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const colour = await page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).color);
  expect(colour).toBe("rgb(0, 0, 0)");
  for (const format of ["A4", "Letter"] as const) {
    const pdf = await PDFDocument.load(await page.pdf({ format }));
    expect(pdf.getPageCount(), format).toBe(1);
  }
});

test("axe finds no violation on the CV page, in both themes", async ({ page }) => {
  // Two full axe passes: the time the other axe checks get.
  test.slow();
  await page.goto("/cv/");
  expect(await axeViolationsInBothThemes(page)).toEqual([]);
});
