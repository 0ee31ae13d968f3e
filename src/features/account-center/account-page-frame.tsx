import type { ReactNode } from "react";

export type AccountPageFrameProps = {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every account page: title, optional description and actions, then the content card. */
export function AccountPageFrame({ title, description, actions, children }: AccountPageFrameProps) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-3 py-5 sm:px-6 sm:py-6" data-testid="account-page">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {description ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">{children}</section>
    </div>
  );
}
