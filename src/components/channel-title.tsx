import { useLocation } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { channelOf, type Channel } from "../lib/channel.ts";
import { cn } from "../lib/cn.ts";

const CHANNEL_TITLES: Record<Channel, MessageDescriptor> = {
  companies: msg`Search Companies`,
  trade: msg`Search Trade`,
  leads: msg`Search Leads`,
};

/** The channel of the current page (from its path and query). */
export function useChannel(): Channel {
  const location = useLocation();
  return channelOf(location.pathname, location.search);
}

/** The channel title: Search Companies, Search Trade or Search Leads. */
export function ChannelTitle({ channel, className }: { channel?: Channel; className?: string }) {
  const { i18n } = useLingui();
  const current = useChannel();
  return <span className={cn("truncate", className)}>{i18n._(CHANNEL_TITLES[channel ?? current])}</span>;
}
