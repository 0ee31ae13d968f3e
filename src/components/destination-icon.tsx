import { BuildingIcon, NewsIcon, ShieldIcon, TargetIcon, TradeIcon } from "./ui/icons.ts";
import type { Destination } from "../lib/destinations.ts";

const ICONS = { companies: BuildingIcon, trade: TradeIcon, risks: ShieldIcon, news: NewsIcon, leads: TargetIcon };

export function DestinationIcon({ destination, className }: { destination: Destination; className?: string }) {
  const Icon = ICONS[destination.key];
  return <Icon className={className} />;
}
