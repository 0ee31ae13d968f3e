import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import { ChannelTitle } from "../../components/channel-title.tsx";
import { CoverageClaim } from "../../components/coverage-claim.tsx";
import type { Channel } from "../../lib/channel.ts";
import { ChannelSwitch } from "./channel-switch.tsx";

type HomeHeroProps = {
  channel: Channel;
  /** The path of this home page (/home, /csiPhone or /csiApp): channel tabs stay on it. */
  base: string;
  /** The search frame of the channel (the country picker for companies). */
  children?: ReactNode;
};

/** The home hero: channel title, coverage claim, channel tabs and the search frame under them. */
export function HomeHero({ channel, base, children }: HomeHeroProps) {
  return (
    <section className="relative overflow-hidden bg-brand-700 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_28rem_at_85%_-10%,rgba(74,143,203,0.45),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgba(242,181,68,0.16),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.07] [background-image:linear-gradient(rgba(255,255,255,.6)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,.6)_1px,transparent_1px)] [background-size:48px_48px]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-10 sm:px-6 sm:pt-16">
        <p className="text-xs font-semibold tracking-[0.14em] text-gold-400 uppercase">
          <Trans>Business information for credit, compliance and trade</Trans>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-5xl">
          <ChannelTitle channel={channel} />
        </h1>
        <p className="mt-3 max-w-2xl text-base text-brand-100 sm:text-lg">
          {channel === "trade" ? (
            <Trans>Import and export flows by product code, company and country.</Trans>
          ) : (
            <Trans>Company profiles, ownership, financials, credit ratings and sanctions screening.</Trans>
          )}
        </p>
        <CoverageClaim
          className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium text-white ring-1 ring-white/15"
          marker={<span className="size-1.5 rounded-full bg-gold-400" aria-hidden="true" />}
        />
        <ChannelSwitch channel={channel} base={base} className="mt-8 pb-8 sm:mt-10 sm:pb-10" />
      </div>
      {children ? (
        <div className="relative border-t border-white/10 bg-brand-800/60">
          <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6">{children}</div>
        </div>
      ) : null}
    </section>
  );
}
