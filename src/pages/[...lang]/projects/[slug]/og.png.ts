import { caseStudyEntries } from "../../../../features/case-studies/load";
import { titledImage, titledImagePaths } from "../../../../lib/og-image";

/** Each case study's link-preview image in each language, drawn with its title. */
export const getStaticPaths = () => titledImagePaths(caseStudyEntries);
export const GET = titledImage;
