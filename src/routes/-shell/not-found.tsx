import { Trans } from "@lingui/react/macro";
import { NavEntry } from "../../components/ui/nav-entry.tsx";
import { MainLayout } from "./main-layout.tsx";

/** Any address the app does not know, inside the main layout so that its top bar and left bar lead on. */
export function NotFoundPage() {
  return (
    <MainLayout>
      {/* A visitor may use the way back without being asked to sign in first. */}
      <div
        data-guest-allowed
        className="flex min-h-full flex-col items-center justify-center gap-5 px-6 py-16 text-center"
      >
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Page not found</Trans>
        </h1>
        <p className="max-w-md text-sm text-slate-600">
          <Trans>The address may be mistyped, or the page may not be part of this version.</Trans>
        </p>
        <NavEntry
          href="/"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          <Trans>Back to the home page</Trans>
        </NavEntry>
      </div>
    </MainLayout>
  );
}
