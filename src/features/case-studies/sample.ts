/**
 * The case studies the template ships with, so `npm run doctor` can tell an owner which are still
 * in place. Their pictures are known by their content: sample-pictures.json holds each one's
 * SHA-256 (tools/samples/draw.ts writes it as it draws them), so a file that keeps its name but
 * holds the owner's own picture no longer counts.
 */
export const SAMPLE_CASE_STUDIES: readonly { file: string; title: string }[] = [
  { file: "task-board.md", title: "Task Board" },
  { file: "shop-api.md", title: "Shop API" },
  { file: "weather-now.md", title: "Weather Now" },
];
