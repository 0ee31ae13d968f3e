import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LeadDetail } from "../../../contract/leads.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { Panel, QueryView, ScrollTable, countryName, formatUsd } from "../trade-product/index.ts";
import type { LeadScope } from "./leads.api.ts";
import { LeadReasons } from "./lead-reasons.tsx";
import { industryName } from "./labels.ts";
import { Paging } from "./lead-list.tsx";
import { useIndustryInfo, useLeadDetail, useTrace } from "./queries.ts";

const TRACE_PAGE_SIZE = 20;

/** A lead opened from the list: why it ranks, its counterparties, industry, and the records behind it. */
export function LeadDetailDialog({ scope, onClose }: { scope: LeadScope; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useLeadDetail(scope);
  return (
    <Modal open onClose={onClose} size="xl" title={detail.data?.lead.name ?? t`Lead`}>
      <div className="flex flex-col gap-4 overflow-y-auto px-4 pt-3 pb-6 sm:px-6" data-testid="lead-detail">
        <QueryView query={detail} notFound={<Trans>This company is not a lead for these products.</Trans>}>
          {(data) => <Overview data={data} aaaId={scope.aaaId} />}
        </QueryView>
        <IndustryPanel scope={scope} />
        <TracePanel scope={scope} />
      </div>
    </Modal>
  );
}

function Overview({ data, aaaId }: { data: LeadDetail; aaaId: string }) {
  const { i18n, t } = useLingui();
  const { lead } = data;
  const score = lead.score;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white"
          data-testid="lead-detail-score"
        >
          {t`Score ${score} of 100`}
        </span>
        <Link
          to="/index/company/detals/$id"
          params={{ id: aaaId }}
          className="text-sm font-medium text-brand-800 hover:underline"
        >
          <Trans>Open the company profile</Trans>
        </Link>
        {data.website ? <span className="text-sm text-slate-600">{data.website}</span> : null}
      </div>
      <LeadReasons reasons={lead.reasons} />
      {data.description ? <p className="text-sm text-slate-700">{data.description}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title={t`Main trading partners`} testId="lead-partners">
          {data.topPartners.length ? (
            <ul className="flex flex-col gap-1.5 text-sm">
              {data.topPartners.map((partner) => (
                <li key={`${partner.name}-${partner.countryCode ?? ""}`} className="flex justify-between gap-3">
                  <span className="min-w-0 truncate text-slate-800">
                    {partner.name}
                    {partner.countryCode ? ` (${countryName(partner.countryCode, i18n.locale)})` : ""}
                  </span>
                  <span className="shrink-0 text-slate-600">{partner.shipments}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>No shipment records in these products.</Trans>
            </p>
          )}
        </Panel>
        <Panel title={t`Catalogue`} testId="lead-catalogue">
          {data.catalogue.length ? (
            <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
              {data.catalogue.map((item) => (
                <li key={`${item.name}-${item.hsCode ?? ""}`}>
                  {item.hsCode ? <span className="mr-2 font-mono text-brand-800">{item.hsCode}</span> : null}
                  {item.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>No products listed.</Trans>
            </p>
          )}
        </Panel>
      </div>
    </div>
  );
}

function IndustryPanel({ scope }: { scope: LeadScope }) {
  const { i18n, t } = useLingui();
  const info = useIndustryInfo(scope);
  return (
    <Panel title={t`Industry`} testId="lead-industry">
      <QueryView query={info}>
        {(data) => {
          const peers = data.peers;
          const rows: [string, string | null][] = [
            [t`ISIC section`, data.section ? `${data.section} · ${industryName(i18n, data.section)}` : null],
            [t`ISIC class`, data.isic ? `${data.isic}${data.isicName ? ` · ${data.isicName}` : ""}` : null],
            ["SIC", data.sic ? `${data.sic}${data.sicDescription ? ` · ${data.sicDescription}` : ""}` : null],
            ["NAICS", data.naics],
            ["NACE", data.nace],
          ];
          return (
            <div className="flex flex-col gap-2 text-sm">
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                {rows
                  .filter(([, value]) => value)
                  .map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-slate-500">{label}</dt>
                      <dd className="text-slate-900">{value}</dd>
                    </div>
                  ))}
              </dl>
              {data.section ? (
                <p className="text-slate-600">
                  {plural(peers, {
                    one: "# company of this section in its country",
                    other: "# companies of this section in its country",
                  })}
                </p>
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </Panel>
  );
}

function TracePanel({ scope }: { scope: LeadScope }) {
  const { i18n, t } = useLingui();
  const [page, setPage] = useState(1);
  const trace = useTrace(scope, page);
  return (
    <Panel title={t`Shipment records`} testId="lead-trace">
      <QueryView query={trace}>
        {(data) =>
          data.rows.length ? (
            <div className="flex flex-col gap-3">
              <ScrollTable caption={t`Shipment records`} testId="lead-trace-table">
                <thead>
                  <tr className="text-left text-xs text-slate-500">
                    <th className="py-2 pr-3 font-medium">{t({ message: "Date", context: "leads" })}</th>
                    <th className="py-2 pr-3 font-medium">{t`HS code`}</th>
                    <th className="py-2 pr-3 font-medium">{t`Partner`}</th>
                    <th className="py-2 pr-3 font-medium">{t`From`}</th>
                    <th className="py-2 pr-3 font-medium">{t`To`}</th>
                    <th className="py-2 text-right font-medium">{t({ message: "Value", context: "leads" })}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.rows.map((row, index) => (
                    <tr key={`${row.date}-${index}`}>
                      <td className="py-2 pr-3 whitespace-nowrap">{row.date}</td>
                      <td className="py-2 pr-3 font-mono">{row.hsCode}</td>
                      <td className="min-w-40 py-2 pr-3">{row.partnerName}</td>
                      <td className="py-2 pr-3">{row.origin ? countryName(row.origin, i18n.locale) : "–"}</td>
                      <td className="py-2 pr-3">{row.destination ? countryName(row.destination, i18n.locale) : "–"}</td>
                      <td className="py-2 text-right whitespace-nowrap">{formatUsd(row.valueUsd, i18n.locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
              <Paging page={page} pages={Math.ceil(data.total / TRACE_PAGE_SIZE)} onPage={setPage} />
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>No shipment records in these products.</Trans>
            </p>
          )
        }
      </QueryView>
    </Panel>
  );
}
