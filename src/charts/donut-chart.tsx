import { Pie } from "@visx/shape";
import { Group } from "@visx/group";

export type DonutSlice = { key: string; value: number; colour: string; tooltip: string };

type DonutChartProps = {
  slices: readonly DonutSlice[];
  size?: number;
  label: string;
  /** Text in the hole (the largest figure, a total). */
  centre?: { value: string; caption: string };
  testId?: string;
};

/** A donut of shares (the parts need not add up to 100: a grey slice shows what is undisclosed). */
export function DonutChart({ slices, size = 200, label, centre, testId }: DonutChartProps) {
  const radius = size / 2;
  return (
    <svg width={size} height={size} role="img" aria-label={label} data-testid={testId} className="shrink-0">
      <Group top={radius} left={radius}>
        <Pie
          data={[...slices]}
          pieValue={(s) => s.value}
          outerRadius={radius - 2}
          innerRadius={radius * 0.62}
          padAngle={0.012}
          pieSortValues={() => 0}
        >
          {(pie) =>
            pie.arcs.map((arc) => (
              <path key={arc.data.key} d={pie.path(arc) ?? ""} fill={arc.data.colour}>
                <title>{arc.data.tooltip}</title>
              </path>
            ))
          }
        </Pie>
        {centre ? (
          <>
            <text y={-2} textAnchor="middle" fontSize={size / 8} fontWeight={700} fill="#0f172a">
              {centre.value}
            </text>
            <text y={size / 11} textAnchor="middle" fontSize={11} fill="#64748b">
              {centre.caption}
            </text>
          </>
        ) : null}
      </Group>
    </svg>
  );
}
