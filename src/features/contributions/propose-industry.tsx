import { useState, type FormEvent, type KeyboardEvent } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "../../../contract/constants.ts";
import { INDUSTRY_SCHEMES, IndustryOptionsQuery, InfoProposal } from "../../../contract/contributions.ts";
import { lengthLimit } from "../../lib/typebox-resolver.ts";
import { useComboboxList } from "../../lib/use-combobox-list.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { proposeInfo, useIndustryOptions } from "./contributions-api.ts";
import { patternOf, proposableCodes, type IndustryScheme } from "./contributed-values.ts";
import { DialogProposal, ProposalSelect, SendRow, useProposalSender } from "./proposal-shell.tsx";

const SCHEME_NAMES = {
  isic: msg({ message: "ISIC Rev. 4 (United Nations)", comment: "Industry classification" }),
  nace: msg({ message: "NACE Rev. 2 (European Union)", comment: "Industry classification" }),
  naics: msg({ message: "NAICS 2017 (North America)", comment: "Industry classification" }),
};

/** The Industry tab's "Propose an industry code": a code of ISIC, NACE or NAICS picked from the official list. */
export function ProposeIndustryCode({ companyId }: { companyId: string }) {
  const title = <Trans>Propose an industry code</Trans>;
  return (
    <DialogProposal
      testId="propose-industry"
      title={title}
      button={title}
      intro={<Trans>Is a classification missing or wrong? Our team checks every proposal before it is shown.</Trans>}
    >
      <IndustryForm companyId={companyId} />
    </DialogProposal>
  );
}

type Picked = { code: string; description: string };

function IndustryForm({ companyId }: { companyId: string }) {
  const { t, i18n } = useLingui();
  const [scheme, setScheme] = useState<IndustryScheme>("isic");
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const { status, send } = useProposalSender();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return setError(t`Choose a code from the list`);
    setSending(true);
    await send(() => proposeInfo({ id: companyId, [scheme]: picked.code }));
    setSending(false);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3" data-testid="industry-form">
      <ProposalSelect
        label={<Trans>Classification</Trans>}
        value={scheme}
        onChange={(next) => {
          setScheme(next);
          setPicked(null);
        }}
        options={INDUSTRY_SCHEMES.map((value) => ({ value, label: i18n._(SCHEME_NAMES[value]) }))}
      />
      <CodePicker
        key={scheme}
        scheme={scheme}
        picked={picked}
        error={error}
        onPick={(next) => {
          setPicked(next);
          setError(null);
        }}
      />
      <SendRow isDisabled={isSending} status={status} />
    </form>
  );
}

type PickerProps = {
  scheme: IndustryScheme;
  picked: Picked | null;
  error: string | null;
  onPick: (next: Picked | null) => void;
};

/** Searches the scheme's codes (getDynamicsCompanyIndustry) as the user types; the most detailed ones are offered. */
function CodePicker({ scheme, picked, error, onPick }: PickerProps) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const typed = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  // Once a code is picked, its text in the input is no search.
  const options = useIndustryOptions(scheme, picked ? "" : typed);
  const pattern = patternOf(InfoProposal.properties[scheme]);
  const rows = picked || !typed.trim() ? [] : proposableCodes(pattern, options.data?.list ?? []);
  const { listId, active, setActive, optionId, onArrow, inputProps } = useComboboxList(rows.length);
  const errorId = `${listId}-error`;
  const pick = (row: Picked) => {
    onPick({ code: row.code, description: row.description });
    setText(`${row.code} ${row.description}`);
    setActive(-1);
  };
  const onKey = (event: KeyboardEvent) => {
    if (onArrow(event)) return;
    const row = rows[active] ?? rows[0];
    if (event.key === "Enter" && row) {
      event.preventDefault();
      pick(row);
    }
  };
  const isEmpty = Boolean(typed.trim()) && !picked && options.isSuccess && rows.length === 0;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${listId}-input`} className="text-sm font-medium text-slate-700">
        <Trans>Industry code or activity words</Trans>
      </label>
      <input
        {...inputProps}
        id={`${listId}-input`}
        value={text}
        maxLength={lengthLimit(IndustryOptionsQuery.properties.keyword)}
        placeholder={t`e.g. 6201 or software`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          if (picked) onPick(null);
        }}
        onKeyDown={onKey}
        className="w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 aria-invalid:ring-red-400"
      />
      {rows.length ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t`Industry codes`}
          className="max-h-64 overflow-y-auto rounded-md bg-white py-1 shadow-sm ring-1 ring-slate-200"
        >
          {rows.map((row, index) => (
            <li
              key={row.code}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(row);
              }}
              className="flex cursor-pointer gap-3 px-3 py-2 text-sm aria-selected:bg-brand-50 hover:bg-slate-50"
            >
              <span className="w-16 shrink-0 font-mono font-semibold text-brand-800">{row.code}</span>
              {/* Official titles, published in English. */}
              <span lang="en" className="line-clamp-2 text-slate-700">
                {row.description}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {isEmpty ? (
        <p className="text-xs text-slate-500">
          <Trans>No code of this classification matches these words.</Trans>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
