import { Plural, Trans } from "@lingui/react/macro";
import type { CompanyRow } from "../../../../contract/company-search.ts";
import { DemoBadge } from "../demo-badge.tsx";
import { profileHref } from "../search-params.ts";

const SHOWN = 3;

/** An example of the mail the recipients get, following the choices of the form. */
export function SharePreview({
  companies,
  message,
  includeDetails,
}: {
  companies: readonly CompanyRow[];
  message: string;
  includeDetails: boolean;
}) {
  const more = companies.length - SHOWN;
  const note = message.trim();
  return (
    <figure className="rounded-lg bg-slate-50 p-3.5 ring-1 ring-slate-200">
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Trans>Example of the email</Trans>
      </figcaption>
      <ul className="flex flex-col gap-2 text-sm text-slate-700">
        {companies.slice(0, SHOWN).map((company) => {
          const link = `${location.origin}${profileHref(company.aaaId)}`;
          const id = company.aaaId;
          return (
            <li key={company.aaaId} className="border-l-2 border-brand-300 pl-2.5">
              {includeDetails ? (
                <>
                  <span className="font-medium">{company.name}</span>
                  {company.isDemo ? <DemoBadge className="ml-2" /> : null}
                  <span className="block text-xs text-slate-500">
                    <Trans>ID: {id}</Trans>
                    {company.address ? ` · ${company.address}` : ""}
                  </span>
                </>
              ) : null}
              <span className="block truncate text-xs text-brand-700">{link}</span>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="mt-2 text-xs text-slate-500">
          <Plural value={more} one="…and # more." other="…and # more." />
        </p>
      ) : null}
      {note ? (
        <blockquote className="mt-3 border-t border-slate-200 pt-2 text-sm whitespace-pre-line text-slate-600 italic">
          {note}
        </blockquote>
      ) : null}
    </figure>
  );
}
