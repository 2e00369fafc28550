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

/** The event's name under `key` and its properties as JSON; none with analytics off. */
function marked(
  key: "data-analytics-event" | "data-analytics-page-event",
  name: AnalyticsEvent,
  props: Record<string, string> | undefined,
  enabled: boolean,
): Record<string, string> {
  if (!enabled) return {};
  return { [key]: name, ...(props ? { "data-analytics-props": JSON.stringify(props) } : {}) };
}

/**
 * The attributes that make a link count as an event when followed (read by the loader). With
 * analytics off (`__ANALYTICS__`, set by the build from the config) there are none: no page
 * carries markup that nothing reads.
 */
export function eventAttributes(
  name: AnalyticsEvent,
  props?: Record<string, string>,
  enabled: boolean = __ANALYTICS__,
): Record<string, string> {
  return marked("data-analytics-event", name, props, enabled);
}

/**
 * The attributes that make a page count as an event when it is opened, however the visitor came
 * (a card, the previous/next links, the CV, a shared link): read by the counting script once it
 * runs. None with analytics off.
 */
export function pageEventAttributes(
  name: AnalyticsEvent,
  props?: Record<string, string>,
  enabled: boolean = __ANALYTICS__,
): Record<string, string> {
  return marked("data-analytics-page-event", name, props, enabled);
}

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
