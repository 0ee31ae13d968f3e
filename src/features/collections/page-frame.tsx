import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useOutboxSync, useOwner } from "./collections.hooks.ts";

type PageFrameProps = {
  title: ReactNode;
  intro: ReactNode;
  sidebar: ReactNode;
  children: ReactNode;
  testId: string;
};

/** The layout of the portfolio and My Tag pages: title, the lists beside their companies (the top bar shows the sync status). */
export function PageFrame({ title, intro, sidebar, children, testId }: PageFrameProps) {
  useOutboxSync();
  const owner = useOwner();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6" data-testid={testId}>
      <header>
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{intro}</p>
        </div>
      </header>
      {owner ? (
        <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
          <aside>{sidebar}</aside>
          <section className="flex min-w-0 flex-col gap-4">{children}</section>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-lg bg-white px-6 py-12 text-center ring-1 ring-slate-200">
          <p className="text-sm text-slate-600">
            <Trans>Sign in to see your folders and tags.</Trans>
          </p>
          <Button onClick={() => emitAppEvent({ type: "login:open" })}>
            <Trans>Sign in</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
