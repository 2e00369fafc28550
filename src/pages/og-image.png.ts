import type { APIRoute } from "astro";
import { ogImageResponse } from "../lib/og-image";

/** The site's link-preview image: the owner's name, role and accent. */
export const GET: APIRoute = () => ogImageResponse();
