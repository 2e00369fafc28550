import { localPosts } from "../../../../features/blog/load";
import { titledImage, titledImagePaths } from "../../../../lib/og-image";

/** Each post's link-preview image in each language, drawn with its title. */
export const getStaticPaths = () => titledImagePaths(localPosts);
export const GET = titledImage;
