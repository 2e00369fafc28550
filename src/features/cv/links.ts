import { ANALYTICS_EVENTS, eventAttributes } from "../../lib/analytics-events";
import { CV, href } from "../../routes";
import { cvHref, site } from "../../site";

/**
 * The attributes of every link to the CV's PDF, wherever a page offers it: the file, the name it
 * saves under, its type, and the analytics event it counts as.
 */
export const cvPdfLink = {
  href: cvHref,
  download: site.cv.downloadName,
  type: "application/pdf",
  ...eventAttributes(ANALYTICS_EVENTS.cvDownload, { format: "pdf" }),
};

/** The attributes of every link to the CV's page: its address and the event it counts as. */
export const cvPageLink = {
  href: href(CV.page),
  ...eventAttributes(ANALYTICS_EVENTS.cvDownload, { format: "page" }),
};
