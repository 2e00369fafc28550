import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { CV } from "../../routes";
import { assetHref, type PageLanguage } from "../../site";

/** The analytics event a link to one of the CV's formats counts as. */
const counted = (format: string) => eventAttributes(ANALYTICS_EVENTS.cvDownload, { format });

/**
 * Every link to the CV's PDF, wherever a page offers it, in the page's language: the owner's own
 * file (`cv.file`, in public/) or the one the build draws, and the name it saves under.
 */
export const cvPdfLink = ({ site, href: localize }: Pick<PageLanguage, "site" | "href">) => ({
  href: site.cv.file ? assetHref(site.cv.file) : localize(`/${site.cv.downloadName}`),
  download: site.cv.downloadName,
  type: "application/pdf",
  ...counted("pdf"),
});

/** A link to the CV's page, text or JSON in the page's language. */
export const cvLink = (format: keyof typeof CV, localize: PageLanguage["href"]) => ({
  href: localize(CV[format]),
  ...counted(format),
});
