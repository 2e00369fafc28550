import { guardEarlyTabs } from "../features/repositories/tab-address";

// Inlined into the Projects page (integrations/inline-scripts.ts), ahead of its island.
guardEarlyTabs();
