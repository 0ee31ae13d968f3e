import { Trans } from "@lingui/react/macro";
import { ChannelTitle } from "../../components/channel-title.tsx";
import { CoverageClaim } from "../../components/coverage-claim.tsx";
import { CountryPicker } from "../../features/countries/country-picker.tsx";
import { HomeApplications } from "../../features/home/home-applications.tsx";

/** /index itself: where a search starts in the main layout. */
export function WorkspaceStart() {
  return (
    <div>
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">
            <ChannelTitle />
          </h2>
          <CoverageClaim className="mt-1 text-sm text-slate-500" />
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
            <CountryPicker className="sm:w-80" />
            <p className="text-sm text-slate-500">
              <Trans>Narrow company searches to one country, or keep all countries.</Trans>
            </p>
          </div>
        </div>
      </section>
      <HomeApplications />
    </div>
  );
}
