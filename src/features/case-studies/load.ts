import { getCollection } from "astro:content";
import { entriesIn, type Language } from "../../lib/i18n";
import { defaultLanguage } from "../../site";
import { casePicture } from "./picture";
import { byOrder } from "./select";

/** Every case study in a language, in the order /projects lists them. */
export const caseStudyEntries = async (lang: Language = defaultLanguage) =>
  byOrder(entriesIn(await getCollection("caseStudies"), lang, defaultLanguage));

export type CaseStudyEntry = Awaited<ReturnType<typeof caseStudyEntries>>[number];

/** What each card needs: its cover made for the card, the first one's for the large card it has. */
export const caseStudyCards = (entries: readonly CaseStudyEntry[]) =>
  Promise.all(
    entries.map(async ({ slug, marks, data: { title, summary, stack, cover } }, index) => ({
      slug,
      marks,
      title,
      summary,
      stack,
      cover: await casePicture(cover, index === 0 ? "feature" : "card"),
    })),
  );

/** What a card shows of a case study (on /projects and on the home page). */
export type CaseStudyCardData = Awaited<ReturnType<typeof caseStudyCards>>[number];
