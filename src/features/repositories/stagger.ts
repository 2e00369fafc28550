/** Each card starts a little after the previous one; the whole cascade stays within 600 ms. */
export const STAGGER_MS = 75;
export const MAX_STAGGER_MS = 600;

export function staggerDelayMs(index: number): number {
  return Math.min(Math.max(0, index) * STAGGER_MS, MAX_STAGGER_MS);
}
