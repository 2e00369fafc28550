// js-yaml ships no types. The deploy test only parses the workflow file with it.
declare module "js-yaml" {
  export function load(input: string, options?: { filename?: string }): unknown;
}
