import { guardEarlySubmit } from "../features/contact/submit-guard";

// Inlined into the contact page (integrations/finish-build.ts), ahead of the form island.
guardEarlySubmit();
