import { useLingui } from "@lingui/react";
import { Plural, Trans } from "@lingui/react/macro";
import { ACTION_LABELS } from "./action-labels.ts";
import { usePriceList } from "./queries.ts";

/** What costs credits, read from the server, so that users see prices before they spend. */
export function PriceListTable() {
  const { i18n } = useLingui();
  const prices = usePriceList();
  if (!prices.data) return null;
  return (
    <table className="w-full text-left text-sm" data-testid="price-list">
      <caption className="pb-2 text-left font-semibold text-slate-900">
        <Trans>What credits buy</Trans>
      </caption>
      <tbody>
        {prices.data.prices.map(({ credits, ...price }) => (
          <tr key={price.type} className="border-t border-slate-200">
            <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
              {i18n._(ACTION_LABELS[price.type])}
            </th>
            <td className="py-1.5 text-slate-900">
              <Plural value={credits} one="# credit" other="# credits" />
              {price.once ? (
                <span className="text-slate-600">
                  {" "}
                  <Trans>(once per company)</Trans>
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
