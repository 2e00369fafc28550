import { storage } from "../../lib/storage";
import { EMPTY_VALUES, LIMITS, type ContactField, type ContactValues } from "./send";

/** Where the unsent form is kept for this tab, so a reload or a detour loses nothing. */
export const DRAFT_KEY = "contact-form-draft";

const session = () => storage("session");

/** The saved draft, or null when there is none or it is not one of ours. */
export function loadDraft(): ContactValues | null {
  try {
    const raw = session()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const draft = { ...EMPTY_VALUES };
    for (const field of Object.keys(EMPTY_VALUES) as ContactField[]) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value.slice(0, LIMITS[field]);
    }
    return Object.values(draft).some(Boolean) ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the fields as typed; an empty form leaves nothing behind. */
export function saveDraft(values: ContactValues): void {
  try {
    const store = session();
    if (!store) return;
    if (Object.values(values).some(Boolean)) store.setItem(DRAFT_KEY, JSON.stringify(values));
    else store.removeItem(DRAFT_KEY);
  } catch {
    // Quota or privacy mode: the form still works, only without a draft.
  }
}

export function clearDraft(): void {
  try {
    session()?.removeItem(DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}
