import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
const inBrowser = () => true;
const whilePrerendering = () => false;

/** False while prerendering and during hydration, true afterwards. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(subscribe, inBrowser, whilePrerendering);
