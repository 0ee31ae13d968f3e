import { Bar, Line } from "@visx/shape";
import { Group } from "@visx/group";
import { useEffect, useRef, useState } from "react";

export type BarSeries = { key: string; label: string; colour: string; values: readonly (number | null)[] };

type BarChartProps = {
  /** One group of bars per category (a period), left to right. */
  categories: readonly string[];
  series: readonly BarSeries[];
  label: string;
  format: (value: number) => string;
  height?: number;
  testId?: string;
};

const MARGIN = { top: 8, bottom: 24, left: 4, right: 4 };
const HEIGHT = 200;

/** Grouped bars on a zero line (negative values hang below it); fills its container's width. */
export function BarChart(props: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="w-full">
      {width > 0 ? (
        <Bars {...props} width={Math.max(width, 120)} />
      ) : (
        <div style={{ height: props.height ?? HEIGHT }} />
      )}
    </div>
  );
}

function Bars({
  categories,
  series,
  label,
  format,
  height = HEIGHT,
  testId,
  width,
}: BarChartProps & { width: number }) {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plot = height - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + ((max - value) / span) * plot;
  const band = (width - MARGIN.left - MARGIN.right) / Math.max(categories.length, 1);
  const barWidth = Math.min(32, (band * 0.7) / Math.max(series.length, 1));
  return (
    <svg width={width} height={height} role="img" aria-label={label} data-testid={testId}>
      <Group left={MARGIN.left}>
        {categories.map((category, c) => {
          const start = c * band + (band - barWidth * series.length) / 2;
          return (
            <Group key={category}>
              {series.map((s, i) => {
                const value = s.values[c];
                if (value === null || value === undefined) return null;
                const top = Math.min(y(value), y(0));
                return (
                  <Bar
                    key={s.key}
                    x={start + i * barWidth}
                    y={top}
                    width={barWidth - 2}
                    height={Math.max(1, Math.abs(y(value) - y(0)))}
                    fill={s.colour}
                    rx={2}
                  >
                    <title>{`${s.label} ${category}: ${format(value)}`}</title>
                  </Bar>
                );
              })}
              <text x={c * band + band / 2} y={height - 6} textAnchor="middle" fontSize={11} fill="#475569">
                {category}
              </text>
            </Group>
          );
        })}
        <Line from={{ x: 0, y: y(0) }} to={{ x: width - MARGIN.left - MARGIN.right, y: y(0) }} stroke="#94a3b8" />
      </Group>
    </svg>
  );
}
