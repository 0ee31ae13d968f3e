import { Trans } from "@lingui/react/macro";
import {
  ChartIcon,
  DocumentIcon,
  GlobeIcon,
  SearchIcon,
  ShieldIcon,
  TargetIcon,
  UserIcon,
} from "../../components/ui/icons.ts";

/** What the product offers besides search (spec section 1), and for whom. */
export function Capabilities() {
  const items = [
    {
      icon: DocumentIcon,
      title: <Trans>Credit reports and ratings</Trans>,
      text: <Trans>Credit opinions, scores, probability of default and credit lines.</Trans>,
    },
    {
      icon: GlobeIcon,
      title: <Trans>ESG ratings</Trans>,
      text: <Trans>Environmental, social and governance assessments of companies.</Trans>,
    },
    {
      icon: UserIcon,
      title: <Trans>KYC</Trans>,
      text: <Trans>Know-your-customer checks on companies and the people behind them.</Trans>,
    },
    {
      icon: SearchIcon,
      title: <Trans>Ownership penetration</Trans>,
      text: <Trans>Shareholder chains up to the ultimate beneficial owners.</Trans>,
    },
    {
      icon: ShieldIcon,
      title: <Trans>Vendor screening</Trans>,
      text: <Trans>Suppliers screened against sanctions lists and adverse records.</Trans>,
    },
    {
      icon: TargetIcon,
      title: <Trans>Market research</Trans>,
      text: <Trans>Buyers, suppliers and competitors in a market.</Trans>,
    },
    {
      icon: ChartIcon,
      title: <Trans>Industry analysis</Trans>,
      text: <Trans>Industry norms, rating distributions and financial ratios.</Trans>,
    },
  ];
  return (
    <section aria-labelledby="home-capabilities" className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h2 id="home-capabilities" className="text-lg font-semibold text-slate-900">
          <Trans>Beyond search</Trans>
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-500">
          <Trans>For investors, credit analysts, legal advisors, business consultants and economic analysts.</Trans>
        </p>
        <ul className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon: Icon, title, text }, index) => (
            <li key={index} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-slate-500">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
