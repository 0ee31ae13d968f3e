import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { PERSONAS, type PersonaType } from "../../../contract/assistant.ts";

/** The four persona cards of the AI panel (spec §2, §3), in the spec's order. */
export const PERSONA_CARDS: { type: PersonaType; name: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    type: PERSONAS.creditAnalyst,
    name: msg({ message: "Credit Analyst", comment: "AI persona" }),
    description: msg`Credit rating, default risk and the latest financial statements`,
  },
  {
    type: PERSONAS.legalAdvisor,
    name: msg({ message: "Legal Advisor", comment: "AI persona" }),
    description: msg`Legal standing, sanctions screening, owners and officers`,
  },
  {
    type: PERSONAS.bizConsultant,
    name: msg({ message: "Biz Consultant", comment: "AI persona (the spec's short name for business consultant)" }),
    description: msg`Industry, size, listing and trading partners`,
  },
  {
    type: PERSONAS.economicAnalyst,
    name: msg({ message: "Economic Analyst", comment: "AI persona" }),
    description: msg`Imports, exports and the company's place in its country's trade`,
  },
];
