import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { healthEndpoints } from "../../../contract/system.endpoints.ts";
import { call } from "../../lib/api-client.ts";

/** About: the product, its version, and every data set loaded with its source and licence (from /csi/health). */
export function AboutProduct() {
  const { i18n } = useLingui();
  const health = useQuery({
    queryKey: ["health"],
    queryFn: () => call(healthEndpoints.health, undefined, { quiet: true }),
  });
  const datasets = health.data?.data.datasets ?? [];
  const version = health.data?.version;
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium" });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-700">
        <p>
          <Trans>
            CSI Business Information searches companies, trade flows, credit and risk ratings, sanctions and news, in
            nine languages. It runs in your browser and keeps working offline once installed.
          </Trans>
        </p>
        {version ? (
          <p className="text-slate-600">
            <Trans>Version {version}</Trans>
          </p>
        ) : null}
      </div>
      <section aria-labelledby="about-sources" className="flex flex-col gap-3">
        <h2 id="about-sources" className="text-base font-semibold text-slate-900">
          <Trans>Data sources and licences</Trans>
        </h2>
        {health.isPending ? (
          <p className="text-sm text-slate-600">
            <Trans>Loading the data sources…</Trans>
          </p>
        ) : health.isError ? (
          <p role="alert" className="text-sm text-red-700">
            <Trans>The data sources could not be read. Please try again later.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="about-sources">
            {datasets.map((dataset) => (
              <li key={dataset.name} className="rounded-md bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">
                  {dataset.source}
                  {dataset.isDemo ? (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                      <Trans>Demonstration data</Trans>
                    </span>
                  ) : null}
                </p>
                <dl className="mt-1 grid min-w-0 grid-cols-1 gap-x-3 gap-y-0.5 text-slate-700 sm:grid-cols-[auto_minmax(0,1fr)]">
                  <dt className="text-slate-500">
                    <Trans>Licence</Trans>
                  </dt>
                  <dd className="[overflow-wrap:anywhere]">{dataset.licence}</dd>
                  <dt className="text-slate-500">
                    <Trans>Records</Trans>
                  </dt>
                  <dd className="tabular-nums">{i18n.number(dataset.rows)}</dd>
                  <dt className="text-slate-500">
                    <Trans>Version and load date</Trans>
                  </dt>
                  <dd className="[overflow-wrap:anywhere]">
                    {dataset.version} · {date(dataset.loadedAt)}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
