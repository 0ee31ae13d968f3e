import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ProductChainSanctions } from "../../../contract/trade-product-chain.ts";
import { entryPageId } from "../../../contract/screening-pages.ts";
import { useChainSanctions } from "./queries.ts";
import { Panel, QueryView } from "./panel.tsx";
import { CompanyName } from "./company-name.tsx";
import { countryName, formatNumber, formatPercent } from "./format.ts";
import { ScrollTable } from "./scroll-table.tsx";
import { asPercent } from "../../lib/table-export.ts";
import type { ProductTabProps } from "./tab-props.ts";

/** Sanctions situation: programmes restricting the product's code, and its trading companies screened against the lists. */
export function SanctionsTab({ hsCode }: ProductTabProps) {
  const exposure = useChainSanctions(hsCode);
  return (
    <QueryView query={exposure}>
      {(data) => (
        <div className="space-y-4">
          <Programmes data={data} />
          <Parties data={data} />
          <p className="text-xs text-slate-500" data-testid="sanctions-lists">
            <Trans>Lists screened:</Trans>{" "}
            {data.lists.map((l) => `${l.name}${l.version ? ` (${l.version})` : ""}`).join("; ")}
          </p>
        </div>
      )}
    </QueryView>
  );
}

function Programmes({ data }: { data: ProductChainSanctions }) {
  const { t } = useLingui();
  return (
    <Panel title={<Trans>Export controls and programmes naming this code</Trans>} testId="sanctions-programmes">
      {data.programmes.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>
            No loaded programme lists this code, a code above it or one under it. The bundled lists name parties, not
            goods: HS codes of programmes appear here once an operator loads them.
          </Trans>
        </p>
      ) : (
        <ScrollTable
          caption={t`Export controls and programmes naming this code`}
          testId="programmes-table"
          exportAs={{
            table: () => ({
              headers: [t`HS code`, t`Programme`, t`Description`, t`List`],
              rows: data.programmes.map((p) => [
                p.hsCode,
                p.programmeName ? `${p.programme} – ${p.programmeName}` : p.programme,
                p.description ?? null,
                p.listName,
              ]),
            }),
          }}
        >
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>HS code</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Programme</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <Trans>List</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.programmes.map((p) => (
              <tr key={`${p.listId}-${p.programme}-${p.hsCode}`}>
                <td className="py-2 pr-3 font-mono">{p.hsCode}</td>
                <td className="py-2 pr-3">
                  {p.programme}
                  {p.programmeName ? <span className="block text-xs text-slate-500">{p.programmeName}</span> : null}
                  {p.description ? <span className="block text-xs text-slate-500">{p.description}</span> : null}
                </td>
                <td className="py-2">{p.listName}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Panel>
  );
}

function Parties({ data }: { data: ProductChainSanctions }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const screened = formatNumber(data.screened, locale, 0);
  const threshold = formatPercent(data.threshold, locale);
  return (
    <Panel title={<Trans>Suppliers and buyers on sanctions lists</Trans>} testId="sanctions-parties">
      <p className="mb-3 text-xs text-slate-500">
        <Trans>
          The {screened} largest suppliers and buyers (all years) screened by name and country; matches scoring{" "}
          {threshold} or more are shown. A match is a lead to check, not a finding.
        </Trans>
      </p>
      {data.parties.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="no-parties">
          <Trans>None of the screened companies matches an entry of the loaded lists.</Trans>
        </p>
      ) : (
        <ScrollTable
          caption={t`Suppliers and buyers on sanctions lists`}
          testId="parties-table"
          exportAs={{
            table: () => ({
              headers: [
                t`Company`,
                t`Country`,
                t({ context: "trade party role", message: "Role" }),
                t`List entry`,
                t`Lists`,
                t({ context: "screening match score", message: "Score" }),
              ],
              rows: data.parties.map((p) => [
                p.isDemo ? `${p.name} (${t`Demo data`})` : p.name,
                p.countryCode ? countryName(p.countryCode, locale) : null,
                p.role === "supplier" ? t`Supplier` : t`Buyer`,
                p.caption,
                p.datasets.join(", "),
                asPercent(p.score),
              ]),
            }),
          }}
        >
          <thead className="text-left text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>Company</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans context="trade party role">Role</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                <Trans>List entry</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans context="screening match score">Score</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.parties.map((p) => (
              <tr key={`${p.role}-${p.companyId ?? ""}-${p.name}`}>
                <td className="min-w-48 py-2 pr-3">
                  <CompanyName row={p} />
                  {p.countryCode ? (
                    <span className="block text-xs text-slate-500">{countryName(p.countryCode, locale)}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{p.role === "supplier" ? <Trans>Supplier</Trans> : <Trans>Buyer</Trans>}</td>
                <td className="min-w-48 py-2 pr-3">
                  <Link
                    to="/sanction/index/companyDetail/$id"
                    params={{ id: entryPageId(p.entryId, p.datasets[0] ?? "") }}
                    className="text-brand-800 hover:underline"
                  >
                    {p.caption}
                  </Link>
                  <span className="block text-xs text-slate-500">{p.datasets.join(", ")}</span>
                </td>
                <td className="py-2 text-right tabular-nums">{formatPercent(p.score, locale)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Panel>
  );
}
