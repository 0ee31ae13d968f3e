import { Arc } from "@visx/shape";
import { Group } from "@visx/group";

type GaugeChartProps = {
  /** 1 to 100. */
  value: number;
  /** A second mark on the scale (the country's average), when known. */
  reference?: number | null;
  colour: string;
  label: string;
  /** What the reference tick means (its tooltip). */
  referenceLabel?: string;
  size?: number;
};

const START = -Math.PI / 2;
const angleOf = (value: number) => START + (Math.max(0, Math.min(100, value)) / 100) * Math.PI;

/** A half-circle gauge from 0 to 100 with the value arc and an optional reference tick. */
export function GaugeChart({ value, reference, colour, label, referenceLabel, size = 132 }: GaugeChartProps) {
  const radius = size / 2;
  const inner = radius * 0.72;
  const tick = reference === null || reference === undefined ? null : angleOf(reference);
  return (
    <svg
      width={size}
      height={radius + 8}
      role="img"
      aria-label={label}
      data-testid="quality-gauge"
      className="shrink-0 overflow-visible"
    >
      <Group top={radius} left={radius}>
        <Arc
          startAngle={START}
          endAngle={Math.PI / 2}
          outerRadius={radius - 2}
          innerRadius={inner}
          cornerRadius={3}
          fill="#e2e8f0"
        />
        <Arc
          startAngle={START}
          endAngle={angleOf(value)}
          outerRadius={radius - 2}
          innerRadius={inner}
          cornerRadius={3}
          fill={colour}
        />
        {tick !== null ? (
          <line
            x1={Math.sin(tick) * (inner - 4)}
            y1={-Math.cos(tick) * (inner - 4)}
            x2={Math.sin(tick) * radius}
            y2={-Math.cos(tick) * radius}
            stroke="#0f172a"
            strokeWidth={2.5}
            strokeLinecap="round"
          >
            <title>{referenceLabel}</title>
          </line>
        ) : null}
        <text y={-6} textAnchor="middle" fontSize={size / 4.4} fontWeight={700} fill="#0f172a">
          {Math.round(value)}
        </text>
      </Group>
    </svg>
  );
}
