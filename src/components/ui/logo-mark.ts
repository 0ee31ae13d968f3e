/**
 * The CSI mark on a 32-unit square: a globe (ring, equator, one meridian) on a rounded square with
 * a gold dot. One drawing for the Logo component and the installed app's icons (scripts/make-icons.ts).
 */
type Point = readonly [number, number];

export const LOGO_MARK = {
  size: 32,
  cornerRadius: 7,
  strokeWidth: 2,
  ring: { cx: 16, cy: 16, r: 8.5 },
  equator: [
    [7.5, 16],
    [24.5, 16],
  ] as readonly [Point, Point],
  /** The meridian: two cubic Bézier curves, each [start, control 1, control 2, end]. */
  meridian: [
    [
      [16, 7.5],
      [18.6, 9.9],
      [19.8, 12.7],
      [19.8, 16],
    ],
    [
      [19.8, 16],
      [19.8, 19.3],
      [18.6, 22.1],
      [16, 24.5],
    ],
  ] as readonly (readonly [Point, Point, Point, Point])[],
  dot: { cx: 24, cy: 8, r: 3 },
} as const;

/** The SVG path of the equator and the meridian. */
export function logoLinesPath(): string {
  const [from, to] = LOGO_MARK.equator;
  const curves = LOGO_MARK.meridian.map(([, c1, c2, end]) => `C${c1.join(" ")} ${c2.join(" ")} ${end.join(" ")}`);
  return `M${from.join(" ")}H${to[0]}M${LOGO_MARK.meridian[0]![0].join(" ")}${curves.join("")}`;
}
