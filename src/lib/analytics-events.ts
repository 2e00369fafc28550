/**
 * The events the site's analytics count (src/lib/analytics-providers.ts), named as the provider's
 * dashboard shows them, and how a link or an island marks one. Shared, so any feature can mark
 * its links without depending on the analytics themselves; with analytics off nothing reads them.
 */
export const ANALYTICS_EVENTS = {
  cvDownload: "CV download",
  contactSent: "Contact message sent",
  caseStudyOpened: "Case study opened",
  repositoryFollowed: "Repository link followed",
  bookingFollowed: "Booking link followed",
} as const;

type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/**
 * The attributes that mark an element under `key` with the event's name and its properties as
 * JSON; none with analytics off (`__ANALYTICS__`, set by the build from the config), so no page
 * carries markup that nothing reads.
 */
const marker =
  (key: "data-analytics-event" | "data-analytics-page-event") =>
  (
    name: AnalyticsEvent,
    props?: Record<string, string>,
    enabled: boolean = __ANALYTICS__,
  ): Record<string, string> =>
    enabled ? { [key]: name, ...(props && { "data-analytics-props": JSON.stringify(props) }) } : {};

/** The attributes that make a link count as an event when followed (read by the loader). */
export const eventAttributes = /* @__PURE__ */ marker("data-analytics-event");

/**
 * The attributes that make a page count as an event when it is opened, however the visitor came
 * (a card, the previous/next links, the CV, a shared link): read by the counting script once it
 * runs.
 */
export const pageEventAttributes = /* @__PURE__ */ marker("data-analytics-page-event");

/** The name of the DOM event an island dispatches to count something (the contact form). */
export const ANALYTICS_DOM_EVENT = "portfolio:analytics";

/**
 * What the page's inline analytics stub hands the counting script it loads later
 * (`window.portfolioAnalytics`): the events it kept meanwhile, and how to stop keeping them.
 */
export interface EarlyAnalytics {
  events: Event[];
  stop: () => void;
}
