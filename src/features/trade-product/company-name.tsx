import { Link } from "@tanstack/react-router";
import { DemoLabel } from "./panel.tsx";

/** A company named on a trade record: linked to its profile when known, with its source or the demo label. */
export function CompanyName({
  row,
}: {
  row: { companyId: string | null; name: string; isDemo: boolean; source?: string };
}) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {row.companyId ? (
        <Link to="/index/company/detals/$id" params={{ id: row.companyId }} className="text-brand-800 hover:underline">
          {row.name}
        </Link>
      ) : (
        row.name
      )}
      {row.isDemo ? (
        <DemoLabel />
      ) : row.source ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[11px] text-slate-700">{row.source}</span>
      ) : null}
    </span>
  );
}
