import { cn } from "../../lib/cn.ts";
import { Trans } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Logo } from "../../components/ui/logo.tsx";

const linkClass = cn("text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-white");

/** The home footer: legal links (they open the legal dialog, which works on every layout). */
export function HomeFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-sm">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <Logo inverse />
        <nav className="flex flex-wrap gap-x-6 gap-y-2">
          <button
            type="button"
            className={linkClass}
            onClick={() => emitAppEvent({ type: "legal:open", tab: "privacy" })}
          >
            <Trans>Privacy Policy</Trans>
          </button>
          <button
            type="button"
            className={linkClass}
            onClick={() => emitAppEvent({ type: "legal:open", tab: "terms" })}
          >
            <Trans>Terms of Use Agreement</Trans>
          </button>
        </nav>
        <p className="text-xs text-slate-400">
          <Trans>© {year} CSI. Open data under the licences in the Privacy Policy.</Trans>
        </p>
      </div>
    </footer>
  );
}
