import { href, ROUTES } from "../routes";
import { Prose } from "../components/Prose";
import { site } from "../site";

export function TermsOfService() {
  return (
    <Prose title="Terms of Service" eyebrow="Legal · Terms">
      <p>This website presents the work of {site.name}. By using it you agree to these terms.</p>

      <h2>Content</h2>
      <p>
        The texts, CV and design of this site belong to {site.name} unless stated otherwise. You may
        share links to it and quote it with attribution. Each project listed keeps the licence of
        its own repository.
      </p>

      <h2>Information is provided as is</h2>
      <p>
        The site is offered for information. {site.name} tries to keep it accurate and available but
        gives no warranty of either, and is not liable for any loss arising from its use.
      </p>

      <h2>The contact form</h2>
      <p>
        Please use the <a href={href(ROUTES.contact)}>contact form</a> for genuine enquiries only:
        no spam, no automated messages and nothing unlawful or abusive. How your message is handled
        is described in the <a href={href(ROUTES.privacyPolicy)}>Privacy Policy</a>.
      </p>

      <h2>Links to other sites</h2>
      <p>
        Links to GitHub, live projects and other sites lead to content {site.name} does not control
        and is not responsible for.
      </p>

      <h2>Changes and contact</h2>
      <p>
        These terms may change as the site does; the version published here applies. Questions:{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </Prose>
  );
}
