import { guardEarlySubmit } from "../features/contact/submit-guard";

// Inlined into the contact page (integrations/inline-scripts.ts), ahead of the form island.
guardEarlySubmit();
