/**
 * The path the site is served under: "/" for a domain of its own, "/repo-name/" for a GitHub
 * Pages project site. Set with the BASE_PATH environment variable at build time.
 */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (trimmed && !/^[\w.~-]+(\/[\w.~-]+)*$/.test(trimmed)) {
    throw new Error(
      `BASE_PATH "${value}" is not a valid path: use letters, digits, "-", "_", "." and "/", such as /my-portfolio/`,
    );
  }
  return trimmed ? `/${trimmed}/` : "/";
}

export const basePath = normalizeBasePath(process.env.BASE_PATH);
