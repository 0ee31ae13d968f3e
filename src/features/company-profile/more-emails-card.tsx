import { Trans, useLingui } from "@lingui/react/macro";
import type { MoreEmails } from "../../../contract/company-profile-network.ts";
import { Card, EmptyNote } from "./card.tsx";
import { SourceChip } from "./source-chip.tsx";
import { useRoleLabels } from "./role-labels.ts";
import { MailIcon } from "../../components/ui/icons.ts";

/** Other contact e-mail addresses on the company's mail domain, as the data holds them. */
export function MoreEmailsCard({ emails }: { emails: MoreEmails }) {
  const { t } = useLingui();
  const role = useRoleLabels();
  const domain = emails.domain;
  return (
    <Card
      title={t`More contacts`}
      description={domain ? t`E-mail addresses on ${domain}` : undefined}
      testId="more-emails"
      className="h-full"
    >
      {emails.list.length ? (
        <ul className="space-y-2.5">
          {emails.list.map((e) => (
            <li key={e.email} className="flex items-start gap-2.5">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <div className="min-w-0 flex-1">
                <a href={`mailto:${e.email}`} className="text-sm break-all text-brand-700 hover:underline">
                  {e.email}
                </a>
                <p className="text-xs text-slate-500">
                  {[e.name, e.position ? role.position(e.position) : null].filter(Boolean).join(" · ")}
                </p>
              </div>
              <SourceChip source={e.source} isDemo={e.isDemo} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>
          {domain ? (
            <Trans>No other address on {domain} is on file.</Trans>
          ) : (
            <Trans>The company has no website or e-mail domain on file.</Trans>
          )}
        </EmptyNote>
      )}
    </Card>
  );
}
