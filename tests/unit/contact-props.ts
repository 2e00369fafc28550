import type { ContactFormProps } from "../../src/features/contact/ContactForm";

/** The contact form island's props as a page would pass them, with test identifiers. */
export const CONTACT_PROPS: ContactFormProps = {
  emailjs: {
    publicKey: "pk_test",
    serviceId: "service_test",
    templateId: "template_test",
    limitRate: 0,
  },
  ownerEmail: "owner@example.com",
};
