declare module "subset-font" {
  /** One axis pinned to a value, or narrowed to a range (harfbuzz's partial instancing). */
  type AxisSetting = number | { min: number; max: number; default?: number };

  interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    preserveNameIds?: number[];
    variationAxes?: Record<string, AxisSetting>;
    noLayoutClosure?: boolean;
  }

  /** Subsets a font to the given text, with harfbuzz compiled to WebAssembly. */
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
