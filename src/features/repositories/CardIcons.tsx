/**
 * The star and fork icons of the repository cards (Font Awesome's, CC BY 4.0, as elsewhere on the
 * site), drawn once per list and referenced by every card: twelve cards would otherwise carry
 * twenty-four copies of the paths, about 600 bytes of the page after compression.
 */
const ICONS = {
  star: {
    viewBox: "0 0 576 512",
    path: "M316.9 18C311.6 7 300.4 0 288.1 0s-23.4 7-28.8 18L195 150.3 51.4 171.5c-12 1.8-22 10.2-25.7 21.7s-.7 24.2 7.9 32.7L137.8 329 113.2 474.7c-2 12 3 24.2 12.9 31.3s23 8 33.8 2.3l128.3-68.5 128.3 68.5c10.8 5.7 23.9 4.9 33.8-2.3s14.9-19.3 12.9-31.3L438.5 329 542.7 225.9c8.6-8.5 11.7-21.2 7.9-32.7s-13.7-19.9-25.7-21.7L381.2 150.3 316.9 18z",
  },
  fork: {
    viewBox: "0 0 448 512",
    path: "M80 104a24 24 0 1 0 0-48 24 24 0 1 0 0 48zm80-24c0 32.8-19.7 61-48 73.3l0 38.7c0 17.7 14.3 32 32 32l160 0c17.7 0 32-14.3 32-32l0-38.7C307.7 141 288 112.8 288 80c0-44.2 35.8-80 80-80s80 35.8 80 80c0 32.8-19.7 61-48 73.3l0 38.7c0 53-43 96-96 96l-48 0 0 70.7c28.3 12.3 48 40.5 48 73.3c0 44.2-35.8 80-80 80s-80-35.8-80-80c0-32.8 19.7-61 48-73.3l0-70.7-48 0c-53 0-96-43-96-96l0-38.7C19.7 141 0 112.8 0 80C0 35.8 35.8 0 80 0s80 35.8 80 80zm208 24a24 24 0 1 0 0-48 24 24 0 1 0 0 48zM248 432a24 24 0 1 0 -48 0 24 24 0 1 0 48 0z",
  },
} as const;

export type CardIconName = keyof typeof ICONS;

const symbolId = (name: CardIconName) => `repository-${name}`;

/** The symbols, once, before the cards that use them. */
export function CardIconSymbols() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {(Object.keys(ICONS) as CardIconName[]).map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox={ICONS[name].viewBox}>
          <path d={ICONS[name].path} fill="currentColor" />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon, 1em square in the text's colour; decorative, the text beside it names the figure. */
export function CardIcon({ name }: { name: CardIconName }) {
  return (
    <svg aria-hidden="true" width="1em" height="1em">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
