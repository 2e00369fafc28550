import { analyticsProvider } from "../lib/analytics-providers";
import { ANALYTICS_EVENTS } from "../lib/analytics-events";
import { href, ROUTES } from "../routes";
import { Prose } from "../components/Prose";
import { site } from "../site";

export function PrivacyPolicy() {
  // What the analytics count, from the config: a section naming the provider, or none.
  const analytics = site.analytics && analyticsProvider(site.analytics);
  return (
    <Prose title="Privacy Policy" eyebrow="Legal · Privacy">
      <p>
        This is the personal website of {site.name}. It has no accounts, no advertising and no
        tracking cookies
        {analytics ? "; it counts visits without cookies (see below)" : ", and no analytics"}. This
        page explains the little data it does handle.
      </p>

      <h2>Who is responsible</h2>
      <p>
        {site.name}
        {site.location ? `, ${site.location}` : ""}, reachable at{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>

      <h2>The contact form</h2>
      <p>
        When you send a message through the <a href={href(ROUTES.contact)}>contact form</a>, the
        name, e-mail address and message you enter are sent from your browser to EmailJS, a service
        that delivers them to {site.name} by e-mail. EmailJS processes them only to deliver the
        message; see its own privacy policy for details. {site.name} uses your details only to reply
        to you and keeps them no longer than that conversation needs. Nothing is sent until you
        press the send button.
      </p>

      <h2>The projects list</h2>
      <p>
        The projects page asks GitHub's public API for {site.name}'s public repositories, directly
        from your browser. Like any website, GitHub receives your IP address and browser details
        with that request; no other information about you is sent.
      </p>

      {analytics && (
        <>
          <h2>Visit statistics</h2>
          <p>
            To learn which pages and links are useful, this site counts visits with{" "}
            <a href={analytics.policy}>{analytics.name}</a>, a privacy-friendly service that sets no
            cookie and stores nothing on your device. It counts the page you visit, the page that
            sent you, your browser, device type and country, without keeping your IP address or
            building a profile of you.
            {analytics.events
              ? ` It also counts these actions: ${Object.values(ANALYTICS_EVENTS).join(", ").toLowerCase()}.`
              : ""}
          </p>
          <p>
            If your browser sends Do Not Track or Global Privacy Control, the counting script is not
            even loaded and nothing is counted.
          </p>
        </>
      )}

      <h2>Storage in your browser</h2>
      <ul>
        <li>Your light or dark theme choice, if you make one (key "theme").</li>
        <li>A copy of the projects list, so that the page loads quickly when you come back.</li>
        <li>
          A draft of an unsent contact message, kept only for the current browser tab so that a
          reload does not lose it.
        </li>
      </ul>
      <p>
        These stay on your device, are never sent to {site.name}, and can be removed at any time by
        clearing this site's data in your browser.
      </p>

      <h2>Hosting</h2>
      <p>
        The static host that serves these pages may keep standard access logs (such as IP address
        and time of request) for security and operations.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask what personal data {site.name} holds about you, and have it corrected or
        deleted, by writing to <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </Prose>
  );
}
