import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ChainProduct } from "../../../contract/trade-product-chain.ts";
import { useSupplyChain } from "./queries.ts";
import { DemoLabel, Panel, QueryView } from "./panel.tsx";
import { formatNumber, formatUsd } from "./format.ts";
import { ScrollTable } from "./scroll-table.tsx";
import type { ProductTabProps } from "./tab-props.ts";

const classNameHead = "py-2 pr-3 text-right font-medium";
const classNameCell = "py-2 pr-3 text-right tabular-nums";

/**
 * Supply chain by co-trade: upstream, the headings the product's suppliers import (their likely inputs);
 * downstream, the headings its buyers export (what they make of it or trade with it).
 */
export function SupplyChainTab({ hsCode }: ProductTabProps) {
  const { t } = useLingui();
  const chain = useSupplyChain(hsCode);
  return (
    <QueryView query={chain}>
      {(data) => (
        <div className="space-y-4">
          <p className="text-xs text-slate-500" data-testid="supply-chain-basis">
            <Trans>
              Derived from company shipment records: the other products the same companies trade, not an input–output
              table. Links found only in generated records carry the demo label.
            </Trans>
          </p>
          <div className="grid gap-4 xl:grid-cols-2">
            <Panel title={<Trans>Upstream: what the suppliers import</Trans>} testId="supply-chain-upstream">
              <ChainTable
                rows={data.upstream}
                note={<CompaniesNote count={data.suppliers} side="suppliers" />}
                testId="upstream-table"
                caption={t`Upstream: what the suppliers import`}
                headingLabel={<Trans>HS heading</Trans>}
              />
            </Panel>
            <Panel title={<Trans>Downstream: what the buyers export</Trans>} testId="supply-chain-downstream">
              <ChainTable
                rows={data.downstream}
                note={<CompaniesNote count={data.buyers} side="buyers" />}
                testId="downstream-table"
                caption={t`Downstream: what the buyers export`}
                headingLabel={<Trans>HS heading</Trans>}
              />
            </Panel>
          </div>
        </div>
      )}
    </QueryView>
  );
}

function CompaniesNote({ count, side }: { count: number; side: "suppliers" | "buyers" }) {
  const { i18n } = useLingui();
  const n = formatNumber(count, i18n.locale, 0);
  return side === "suppliers" ? (
    <Trans>Companies supplying this product: {n}</Trans>
  ) : (
    <Trans>Companies buying this product: {n}</Trans>
  );
}

/** Linked products (HS headings or chapters) with the companies, records and value behind each link. */
export function ChainTable({
  rows,
  note,
  empty,
  testId,
  caption,
  headingLabel,
}: {
  rows: readonly ChainProduct[];
  /** The line above the table: whose links these are. */
  note: ReactNode;
  /** What to say without links (default: the companies trade no other product). */
  empty?: ReactNode;
  testId: string;
  caption: string;
  headingLabel: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return (
    <div className="space-y-3">
      <p className="text-xs text-slate-500" data-testid={`${testId}-companies`}>
        {note}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">
          {empty ?? <Trans>These companies trade no other product in the records.</Trans>}
        </p>
      ) : (
        <ScrollTable
          caption={caption}
          testId={testId}
          exportAs={{
            table: () => ({
              headers: [t`HS heading`, t`Description`, t`Companies`, t`Records`, t`Value (USD)`, t`Demo data`],
              rows: rows.map((row) => [
                row.hsCode,
                row.hsCodeDescription,
                row.companies,
                row.records,
                row.value,
                row.isDemo ? t`Demo data` : null,
              ]),
            }),
          }}
        >
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {headingLabel}
              </th>
              <th scope="col" className={classNameHead}>
                <Trans>Companies</Trans>
              </th>
              <th scope="col" className={classNameHead}>
                <Trans>Records</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Value (USD)</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.hsCode}>
                <td className="min-w-56 py-2 pr-3">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <Link
                      to="/index/TradeProduct/TradeDetail/$id/tradeMap/map"
                      params={{ id: row.hsCode }}
                      className="font-mono text-brand-800 hover:underline"
                    >
                      {row.hsCode}
                    </Link>
                    {row.isDemo ? <DemoLabel /> : null}
                  </span>
                  <span lang="en" className="line-clamp-2 text-xs text-slate-600">
                    {row.hsCodeDescription ?? ""}
                  </span>
                </td>
                <td className={classNameCell}>{formatNumber(row.companies, locale, 0)}</td>
                <td className={classNameCell}>{formatNumber(row.records, locale, 0)}</td>
                <td className="py-2 text-right tabular-nums">{formatUsd(row.value, locale)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
