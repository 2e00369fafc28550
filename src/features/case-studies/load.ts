import { getCollection, type CollectionEntry } from "astro:content";
import { caseStudyPath, href } from "../../routes";
import { casePicture } from "./picture";
import { byOrder } from "./select";

export type CaseStudyEntry = CollectionEntry<"caseStudies">;

/** Every case study, in the order /projects lists them. */
export async function caseStudyEntries(): Promise<CaseStudyEntry[]> {
  return byOrder(await getCollection("caseStudies"));
}

/**
 * What each card needs: its page's address (base path included), its cover made for the card,
 * the first one's for the large card it has.
 */
export const caseStudyCards = (entries: readonly CaseStudyEntry[]) =>
  Promise.all(
    entries.map(async ({ id, data: { title, summary, stack, cover } }, index) => ({
      slug: id,
      href: href(caseStudyPath(id)),
      title,
      summary,
      stack,
      cover: await casePicture(cover, index === 0 ? "feature" : "card"),
    })),
  );

/** What a card shows of a case study (on /projects and on the home page). */
export type CaseStudyCardData = Awaited<ReturnType<typeof caseStudyCards>>[number];
