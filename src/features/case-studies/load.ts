import { getCollection, type CollectionEntry } from "astro:content";
import { caseStudyPath, href } from "../../routes";
import { casePicture } from "./picture";
import { byOrder } from "./select";
import type { CaseStudyCardData } from "./types";

export type CaseStudyEntry = CollectionEntry<"caseStudies">;

/** Every case study, in the order /projects lists them. */
export async function caseStudyEntries(): Promise<CaseStudyEntry[]> {
  return byOrder(await getCollection("caseStudies"));
}

/** What a card needs, its cover made for the card's size. */
export async function caseStudyCard(entry: CaseStudyEntry): Promise<CaseStudyCardData> {
  const { title, summary, stack, cover } = entry.data;
  return {
    slug: entry.id,
    href: href(caseStudyPath(entry.id)),
    title,
    summary,
    stack,
    cover: await casePicture(cover.src, cover.alt, "card"),
  };
}

export const caseStudyCards = (entries: readonly CaseStudyEntry[]) =>
  Promise.all(entries.map(caseStudyCard));
