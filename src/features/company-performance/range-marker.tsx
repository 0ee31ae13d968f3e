/** Where a value lies between the 10th and 90th percentiles of its cell: a bar, the median tick and a dot. */
export function RangeMarker({
  bottom,
  median,
  top,
  value,
  label,
}: {
  bottom: number | null;
  median: number | null;
  top: number | null;
  value: number | null;
  label: string;
}) {
  if (bottom === null || top === null || median === null) return null;
  const low = Math.min(bottom, value ?? bottom);
  const high = Math.max(top, value ?? top);
  const span = high - low || 1;
  const x = (v: number) => 6 + ((v - low) / span) * 108;
  return (
    <svg viewBox="0 0 120 16" className="h-4 w-28" role="img" aria-label={label}>
      <line x1={x(bottom)} x2={x(top)} y1={8} y2={8} stroke="#cbd5e1" strokeWidth={6} strokeLinecap="round" />
      <line x1={x(median)} x2={x(median)} y1={2} y2={14} stroke="#475569" strokeWidth={1.5} />
      {value !== null ? <circle cx={x(value)} cy={8} r={4} fill="#1d4ed8" stroke="white" strokeWidth={1} /> : null}
    </svg>
  );
}
