import { Trans, useLingui } from "@lingui/react/macro";
import type { IndustryCode } from "../../../contract/company-profile-business.ts";
import { Card, EmptyNote } from "./card.tsx";
import { SourceChip } from "./source-chip.tsx";
import { ResourceView } from "./resource-view.tsx";
import { useProfile } from "./profile-context.tsx";
import { profileResources } from "./profile-api.ts";
import { useProfileQuery } from "./queries.ts";
import { labelOf, SCHEME_LABELS } from "./labels.ts";

/** Whether a code's shown value came from a user's approved contribution (the route asks the history). */
type IsContributed = (field: string, shown: string) => boolean;

/** Business › Industry: the codes the data holds, with descriptions and their place in the hierarchy. */
export function IndustryPage({ isContributed }: { isContributed?: IsContributed }) {
  const { t } = useLingui();
  const { companyId } = useProfile();
  const state = useProfileQuery(companyId, profileResources.industry(companyId));
  return (
    <ResourceView state={state} name="industry">
      {(data) => (
        <div className="space-y-4" data-testid="industry-page">
          <Card
            title={t`Industry codes`}
            description={t`Classifications of the company's activity, with their descriptions from the official code lists`}
          >
            {data.codes.length ? (
              <ul className="divide-y divide-slate-100" data-testid="industry-codes">
                {data.codes.map((code) => (
                  <CodeRow
                    key={`${code.scheme}:${code.code}`}
                    code={code}
                    isUser={isContributed?.(code.scheme.toLowerCase(), code.code) ?? false}
                  />
                ))}
              </ul>
            ) : (
              <EmptyNote>
                <Trans>No industry code is on file for this company.</Trans>
              </EmptyNote>
            )}
          </Card>
          <p className="px-1 text-xs text-slate-500">
            <Trans>
              CSIC and GICS codes are not shown: no open source assigns them to companies, and GICS is a proprietary
              classification. Codes are never derived or guessed.
            </Trans>
          </p>
        </div>
      )}
    </ResourceView>
  );
}

function CodeRow({ code, isUser }: { code: IndustryCode; isUser: boolean }) {
  const { i18n } = useLingui();
  const ancestors = code.path.filter((p) => p.code !== code.code);
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[9rem_1fr_auto] sm:items-start sm:gap-4">
      <div>
        <p className="text-sm font-semibold text-slate-900">{code.scheme}</p>
        <p className="text-xs text-slate-500">{labelOf(SCHEME_LABELS, code.scheme, i18n._.bind(i18n))}</p>
      </div>
      <div className="min-w-0">
        <p className="text-sm">
          <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{code.code}</span>
          {/* Official titles, published in English: marked so, not translated by us. */}
          <span lang="en" className="text-slate-800">
            {code.description ?? <span className="text-slate-500">-</span>}
          </span>
        </p>
        {ancestors.length ? (
          <ol className="mt-1.5 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-500">
            {ancestors.map((p, i) => (
              <li key={p.code} className="flex items-center gap-1.5">
                {i > 0 ? <span aria-hidden="true">›</span> : null}
                <span className="font-mono">{p.code}</span> <span lang="en">{p.description}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1.5 sm:justify-end">
        {isUser ? (
          <SourceChip source="user" isDemo={false} />
        ) : (
          <SourceChip source={code.source} isDemo={code.isDemo} />
        )}
        {code.descriptionSource && code.descriptionSource !== code.source ? (
          <SourceChip source={code.descriptionSource} isDemo={false} />
        ) : null}
      </div>
    </li>
  );
}
