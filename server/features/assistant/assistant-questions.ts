import type { Locale } from "../../../contract/locales.ts";
import { PERSONAS, PERSONA_TYPES, type PersonaType } from "../../../contract/assistant.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";

/** Each persona's suggested questions, in the order offered. */
const QUESTIONS: Record<PersonaType, readonly MessageKey[]> = {
  [PERSONAS.creditAnalyst]: ["aiQuestionCredit1", "aiQuestionCredit2", "aiQuestionCredit3"],
  [PERSONAS.legalAdvisor]: ["aiQuestionLegal1", "aiQuestionLegal2", "aiQuestionLegal3"],
  [PERSONAS.bizConsultant]: ["aiQuestionBiz1", "aiQuestionBiz2", "aiQuestionBiz3"],
  [PERSONAS.economicAnalyst]: ["aiQuestionEconomic1", "aiQuestionEconomic2", "aiQuestionEconomic3"],
};
const FOLLOW_UPS = 3;

/** `/ai/getQuestions`: a persona's questions, or each persona's first one. */
export function suggestedQuestions(locale: Locale, persona?: PersonaType): string[] {
  const keys = persona ? QUESTIONS[persona] : PERSONA_TYPES.map((type) => QUESTIONS[type][0]!);
  return keys.map((key) => translate(locale, key));
}

/** The persona's questions not yet asked, then the next persona's first: what to ask after `question`. */
export function followUpQuestions(locale: Locale, persona: PersonaType, question: string): string[] {
  const asked = question.trim().toLowerCase();
  const next = PERSONA_TYPES[PERSONA_TYPES.indexOf(persona) + 1] ?? PERSONA_TYPES[0];
  return [...QUESTIONS[persona], QUESTIONS[next][0]!]
    .map((key) => translate(locale, key))
    .filter((text) => text.toLowerCase() !== asked)
    .slice(0, FOLLOW_UPS);
}
