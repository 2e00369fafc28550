import { optimize } from "svgo";

/**
 * An <svg> element with its paths' coordinates rounded to a 240th of its view box: a tenth of a
 * unit on the usual 24-unit box, whole units on a 512-unit one. At icon sizes that moves a point
 * by at most a twentieth of a pixel, which nobody sees, for about half the path bytes (svgo's
 * path data pass, which also picks the shorter of relative and absolute commands). An element
 * without a view box or a path is returned as it is. Build time only: the icons drawn by
 * src/components/icons.tsx, inline and in the sprites.
 */
export function roundIconPaths(svg: string): string {
  const viewBox = /\bviewBox="([^"]+)"/.exec(svg)?.[1];
  const width = Number(viewBox?.trim().split(/[\s,]+/)[2]);
  if (!width || !svg.includes(" d=")) return svg;
  const decimals = Math.max(0, Math.round(-Math.log10(width / 240)));
  return optimize(svg, {
    plugins: [{ name: "convertPathData", params: { floatPrecision: decimals } }],
  }).data;
}
