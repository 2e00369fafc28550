import { createElement, type SVGAttributes } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconType } from "react-icons";
import * as fa from "react-icons/fa6";
import * as si from "react-icons/si";
import type { SocialIcon } from "../config/schema";
import { optimize } from "svgo";

export const SOCIAL_ICON: Record<SocialIcon, IconType> = {
  github: fa.FaGithub,
  linkedin: fa.FaLinkedin,
  x: fa.FaXTwitter,
  mastodon: fa.FaMastodon,
  bluesky: fa.FaBluesky,
  stackoverflow: fa.FaStackOverflow,
  youtube: fa.FaYoutube,
  website: fa.FaGlobe,
  email: fa.FaEnvelope,
};

/** The repository cards' icons, by the name a card draws them with (RepositoryCard.tsx). */
export const REPOSITORY_ICON = { star: fa.FaStar, fork: fa.FaCodeFork, site: fa.FaGlobe };

/**
 * Logos for well-known technologies, each with its brand colour as Simple Icons gives it
 * (simpleicons.org; Java's is Oracle's). Black logos (Next.js, Express) have none: like any other
 * name's generic code icon, they take the text's colour, black in the light theme and white in
 * the dark one, as these brands draw themselves. The sprite shades each colour per theme until it
 * stands out from the pill (iconSprite.ts).
 */
const TECH_ICON: Record<string, { icon: IconType; brand?: string }> = {
  javascript: { icon: si.SiJavascript, brand: "#f7df1e" },
  react: { icon: si.SiReact, brand: "#61dafb" },
  "react native": { icon: si.SiReact, brand: "#61dafb" },
  java: { icon: fa.FaJava, brand: "#007396" },
  mongodb: { icon: si.SiMongodb, brand: "#47a248" },
  typescript: { icon: si.SiTypescript, brand: "#3178c6" },
  "next.js": { icon: si.SiNextdotjs },
  express: { icon: si.SiExpress },
  "tailwind css": { icon: si.SiTailwindcss, brand: "#06b6d4" },
  html: { icon: si.SiHtml5, brand: "#e34f26" },
  css: { icon: si.SiCss, brand: "#663399" },
  firebase: { icon: si.SiFirebase, brand: "#dd2c00" },
};

/** A technology's icon and, when the site knows it, its brand colour as a hex. */
export const techIcon = (name: string): { icon: IconType; brand?: string } =>
  TECH_ICON[name.trim().toLowerCase()] ?? { icon: fa.FaCode };

/**
 * The classes of an arrow that leads on: it points the way the page reads and steps that way while
 * its link (the `group`) is hovered.
 */
export const ARROW_ON =
  "rtl:-scale-x-100 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:rtl:group-hover:-translate-x-0.5";

const drawn = new Map<IconType, { viewBox: string; shapes: string }>();

/**
 * An icon's view box and its shapes' markup, drawn once per icon, with its paths' coordinates
 * rounded to a 240th of its view box: a tenth of a unit on the usual 24-unit box, whole units on
 * a 512-unit one. At icon sizes that moves a point by at most a twentieth of a pixel, which nobody
 * sees, for about half the path bytes (svgo's path data pass, which also picks the shorter of
 * relative and absolute commands). Build time only: the icons drawn inline and in the sprites.
 */
export function iconShapes(icon: IconType): { viewBox: string; shapes: string } {
  const found = drawn.get(icon);
  if (found) return found;
  let svg = renderToStaticMarkup(createElement(icon));
  const viewBox = /\bviewBox="([^"]+)"/.exec(svg)?.[1];
  const width = Number(viewBox?.trim().split(/[\s,]+/)[2]);
  if (width && svg.includes(" d=")) {
    const floatPrecision = Math.max(0, Math.round(-Math.log10(width / 240)));
    svg = optimize(svg, {
      plugins: [{ name: "convertPathData", params: { floatPrecision } }],
    }).data;
  }
  const shapes = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
  const drawing = { viewBox: viewBox ?? "0 0 24 24", shapes };
  drawn.set(icon, drawing);
  return drawing;
}

/**
 * A react-icons icon as react-icons draws it, with its paths rounded (iconShapes):
 * inline icons are a seventh of a page's compressed bytes. For the server only: in an island the
 * browser would draw the icon unrounded and hydration would find other markup, so islands use
 * the icons themselves.
 */
export function Icon({
  icon,
  size = "1em",
  ...props
}: SVGAttributes<SVGSVGElement> & { icon: IconType; size?: number | string }) {
  const { viewBox, shapes } = iconShapes(icon);
  return (
    <svg
      stroke="currentColor"
      fill="currentColor"
      strokeWidth="0"
      viewBox={viewBox}
      {...props}
      height={size}
      width={size}
      xmlns="http://www.w3.org/2000/svg"
      dangerouslySetInnerHTML={{ __html: shapes }}
    />
  );
}
