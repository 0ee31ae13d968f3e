import { Group } from "@visx/group";
import { ParentSize } from "@visx/responsive";
import { LinePath } from "@visx/shape";

/** One year of the history: a 1-100 score (null: not rated that year) and the label shown above it. */
export type ScorePoint = { year: number; score: number | null; label: string };

type RatingHistoryChartProps = { points: readonly ScorePoint[]; label: string; height?: number };

const MARGIN = { top: 24, right: 20, bottom: 26, left: 32 };
const GRID = [0, 25, 50, 75, 100];

/** A line of scores (0-100) per year, each rated point marked and labelled; unrated years leave a gap. */
export function RatingHistoryChart({ points, label, height = 200 }: RatingHistoryChartProps) {
  return (
    <div style={{ height }} className="w-full" data-testid="rating-history-chart">
      <ParentSize debounceTime={40}>
        {({ width }) => (width > 0 ? <Chart points={points} label={label} width={width} height={height} /> : null)}
      </ParentSize>
    </div>
  );
}

function Chart({ points, label, width, height }: Required<RatingHistoryChartProps> & { width: number }) {
  const innerWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const step = innerWidth / Math.max(1, points.length);
  const x = (i: number) => step * (i + 0.5);
  const y = (score: number) => innerHeight - (score / 100) * innerHeight;
  const indexed = points.map((point, i) => ({ ...point, i }));
  return (
    <svg width={width} height={height} role="img" aria-label={label}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {GRID.map((g) => (
          <g key={g}>
            <line x1={0} x2={innerWidth} y1={y(g)} y2={y(g)} stroke="#e2e8f0" />
            <text x={-8} y={y(g)} dy="0.32em" textAnchor="end" fontSize={10} fill="#475569">
              {g}
            </text>
          </g>
        ))}
        <LinePath
          data={indexed}
          defined={(p) => p.score !== null}
          x={(p) => x(p.i)}
          y={(p) => y(p.score ?? 0)}
          stroke="#1d4ed8"
          strokeWidth={2}
        />
        {indexed.map((p) => (
          <g key={p.year}>
            {p.score !== null ? (
              <>
                <circle cx={x(p.i)} cy={y(p.score)} r={4.5} fill="#1d4ed8" stroke="#fff" strokeWidth={1.5} />
                <text x={x(p.i)} y={y(p.score) - 10} textAnchor="middle" fontSize={11} fontWeight={600} fill="#0f172a">
                  {p.label}
                </text>
              </>
            ) : (
              <text x={x(p.i)} y={innerHeight - 6} textAnchor="middle" fontSize={10} fill="#64748b">
                {p.label}
              </text>
            )}
            <text x={x(p.i)} y={innerHeight + 18} textAnchor="middle" fontSize={11} fill="#334155">
              {p.year}
            </text>
          </g>
        ))}
      </Group>
    </svg>
  );
}
