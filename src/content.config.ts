import { blog } from "./features/blog/collection";

export const collections = { blog };
