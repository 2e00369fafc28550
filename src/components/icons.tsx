import type { IconType } from "react-icons";
import {
  FaBluesky,
  FaEnvelope,
  FaGithub,
  FaGlobe,
  FaJava,
  FaLinkedin,
  FaMastodon,
  FaStackOverflow,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import {
  SiCss,
  SiExpress,
  SiFirebase,
  SiHtml5,
  SiJavascript,
  SiMongodb,
  SiNextdotjs,
  SiReact,
  SiTailwindcss,
  SiTypescript,
} from "react-icons/si";
import { FaCode } from "react-icons/fa6";
import type { SocialIcon } from "../config/schema";

export const SOCIAL_ICON: Record<SocialIcon, IconType> = {
  github: FaGithub,
  linkedin: FaLinkedin,
  x: FaXTwitter,
  mastodon: FaMastodon,
  bluesky: FaBluesky,
  stackoverflow: FaStackOverflow,
  youtube: FaYoutube,
  website: FaGlobe,
  email: FaEnvelope,
};

/** Logos for well-known technologies; any other name gets a generic code icon. */
const TECH_ICON: Record<string, IconType> = {
  javascript: SiJavascript,
  react: SiReact,
  "react native": SiReact,
  java: FaJava,
  mongodb: SiMongodb,
  typescript: SiTypescript,
  "next.js": SiNextdotjs,
  express: SiExpress,
  "tailwind css": SiTailwindcss,
  html: SiHtml5,
  css: SiCss,
  firebase: SiFirebase,
};

export function techIcon(name: string): IconType {
  return TECH_ICON[name.trim().toLowerCase()] ?? FaCode;
}
