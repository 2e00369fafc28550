/**
 * The case studies and pictures the template ships with, so `npm run doctor` can tell an owner
 * which are still in place. The pictures are known by their content (SHA-256), so a file that
 * keeps its name but holds the owner's own picture no longer counts.
 * tools/case-studies/draw-samples.ts draws them from their SVG sources in
 * tools/case-studies/samples/ and prints these hashes.
 */
export const SAMPLE_CASE_STUDIES: readonly { file: string; title: string }[] = [
  { file: "task-board.md", title: "Task Board" },
  { file: "shop-api.md", title: "Shop API" },
  { file: "weather-now.md", title: "Weather Now" },
];

export const SAMPLE_PICTURES: Readonly<Record<string, string>> = {
  "7a5316db16cf20b9c5c865684c1dc191743159d9645d3ede92b55fda342fb950": "task-board-cover.png",
  efea0c7d212a0f31c163ce9db1f4f869c6f21693bc652bb4f21593c5b043088f: "task-board-phone.png",
  e931b25072b0d8a55d2031f84bce8b3513e0dadfdde78a43f2eb42d9bbaec838: "task-board-sync.png",
  a5dc7ccb0f53d390f30634ee5db24c07f6824c5983d5c24a47c70d01ab08e455: "shop-api-cover.png",
  "1d9f6c3b81d7059848647330282f17e10fae4990392e76f5458f2d9811cafe59": "weather-now-cover.png",
  "6830018099e7307efa456b6caf1fae392085bad1db8103d7df115e5aab477fa4": "weather-now-phone.png",
};
