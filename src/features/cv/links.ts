import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { CV, href } from "../../routes";
import { cvHref, site } from "../../site";

/** The analytics event a link to one of the CV's formats counts as. */
const counted = (format: string) => eventAttributes(ANALYTICS_EVENTS.cvDownload, { format });

/** Every link to the CV's PDF, wherever a page offers it: the file and the name it saves under. */
export const cvPdfLink = {
  href: cvHref,
  download: site.cv.downloadName,
  type: "application/pdf",
  ...counted("pdf"),
};

export const cvPageLink = { href: href(CV.page), ...counted("page") };
export const cvTextLink = { href: href(CV.text), ...counted("text") };
export const cvJsonLink = { href: href(CV.json), ...counted("json") };
