import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/**
 * The posts in src/content/blog/ as the build sees them, read from their front matter, so the
 * specs follow whatever posts a fork has: the published ones newest first, and the drafts.
 */
export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  date: Date;
  tags: string[];
  draft: boolean;
}

const DIR = path.resolve(
  import.meta.dirname,
  "../../..",
  process.env.BLOG_DIR || "src/content/blog",
);

function read(): BlogPost[] {
  let files: string[];
  try {
    files = readdirSync(DIR).filter((file) => /^[^_].*\.mdx?$/.test(file));
  } catch {
    return [];
  }
  return files.map((file) => {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(DIR, file), "utf8"));
    const data = (yaml.load(front?.[1] ?? "") ?? {}) as Record<string, unknown>;
    return {
      slug: file.replace(/\.mdx?$/, ""),
      title: String(data.title),
      description: String(data.description),
      date: new Date(data.date as string | Date),
      tags: (data.tags as string[] | undefined) ?? [],
      draft: data.draft === true,
    };
  });
}

const all = read();

export const POSTS = all
  .filter((post) => !post.draft)
  .sort((a, b) => b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title, "en"));

export const DRAFTS = all.filter((post) => post.draft);
