import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { assistantEndpoints } from "../../../contract/assistant.endpoints.ts";
import type { PersonaType } from "../../../contract/assistant.ts";
import { call } from "../../lib/api-client.ts";
import { cn } from "../../lib/cn.ts";
import { SILENT } from "../../lib/query-client.ts";
import { PERSONA_CARDS } from "./personas.ts";

type Props = { persona: PersonaType; onPersona: (type: PersonaType) => void; onAsk: (question: string) => void };

/** The initial view: the four persona cards, then the chosen persona's suggested questions. */
export function PersonaPicker({ persona, onPersona, onAsk }: Props) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const questions = useQuery({
    queryKey: ["assistant", "questions", persona, i18n.locale],
    queryFn: () => call(assistantEndpoints.questions, { type: persona }, { silent: true, quiet: true }),
    meta: SILENT,
    staleTime: Infinity,
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>Choose who answers. Answers come from this product's records and cite them.</Trans>
      </p>
      <div role="radiogroup" aria-label={t`AI personas`} className="grid grid-cols-2 gap-2">
        {PERSONA_CARDS.map((card) => (
          <button
            key={card.type}
            type="button"
            role="radio"
            aria-checked={persona === card.type}
            onClick={() => onPersona(card.type)}
            className={cn(
              "flex flex-col gap-1 rounded-lg p-3 text-left ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
              persona === card.type ? "bg-brand-50 ring-2 ring-brand-600" : "bg-white ring-slate-200 hover:bg-slate-50",
            )}
          >
            <span className="text-sm font-semibold text-slate-900">{i18n._(card.name)}</span>
            <span className="text-xs text-slate-600">{i18n._(card.description)}</span>
          </button>
        ))}
      </div>
      {questions.data?.length ? (
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
            <Trans>Suggested questions</Trans>
          </h3>
          <ul className="flex flex-col gap-1.5">
            {questions.data.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => onAsk(question)}
                  className="w-full rounded-md bg-slate-100 px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
