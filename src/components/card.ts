/**
 * A card that is one link (a post, a case study, a repository): it lifts on hover and focus,
 * moving only `translate` and the shadow and only while hovered, so switching the theme animates
 * nothing; with reduced motion it does not move, its border and shadow still answer. Its border
 * colour and padding are the caller's.
 */
export const LINK_CARD =
  "relative flex h-full flex-col rounded-card border bg-surface shadow-card hover:border-accent hover:shadow-lift hover:transition-[translate,box-shadow] hover:duration-(--duration-fast) focus-within:border-accent focus-within:shadow-lift motion-safe:hover:-translate-y-1 motion-safe:focus-within:-translate-y-1";

/**
 * The card's link: its ::after is stretched over the whole card (the card is its containing
 * block), so a press anywhere follows it, while the link keeps its own words for screen readers.
 */
export const CARD_LINK =
  "rounded font-semibold whitespace-nowrap text-accent after:absolute after:inset-0 after:rounded-card hover:underline";
