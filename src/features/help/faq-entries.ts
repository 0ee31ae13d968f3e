import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type FaqEntry = { id: string; question: MessageDescriptor; answer: MessageDescriptor };

/** The FAQ: what people ask about this product, short answers (translated in the nine catalogs). */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: "search",
    question: msg`How do I find a company?`,
    answer: msg`Type its name in the search box on the home page, pick the country if you know it, and choose keyword or first-word matching. Filter the results by country, industry, listing and years in business.`,
  },
  {
    id: "profile",
    question: msg`What does a company profile show?`,
    answer: msg`Registration, addresses, ownership, management, trade, financial figures, credit opinion and sanctions, as far as the data sources cover the company. Each section names its source and its date.`,
  },
  {
    id: "collections",
    question: msg`How do collections work?`,
    answer: msg`Select companies in the result list and collect them into folders. Collections are kept with your account and appear on every device you sign in on.`,
  },
  {
    id: "offline",
    question: msg`Can I use the app offline?`,
    answer: msg`Yes. Install it from your browser, then the pages and collections you opened stay available without a connection. Changes you make offline are sent when you are back online.`,
  },
  {
    id: "credits",
    question: msg`What do credits and subscriptions pay for?`,
    answer: msg`A report update costs 1 credit per company and is delivered in 24 to 72 hours. Silver and gold subscriptions unlock Report Issues and User Settings; gold also unlocks the User Guide and the AI assistant.`,
  },
  {
    id: "sources",
    question: msg`Where does the data come from?`,
    answer: msg`From open registers and official lists, such as the global LEI index and sanctions lists. The About page lists every source with its licence and the date it was loaded. Entries marked demo are generated demonstration data, not real companies.`,
  },
  {
    id: "account",
    question: msg`How do I change my password or e-mail address?`,
    answer: msg`Open Account Security in your account. A code is sent to the new address before an e-mail change takes effect.`,
  },
  {
    id: "report",
    question: msg`Some data is wrong. How do I tell you?`,
    answer: msg`Use Report Issues in the Help menu, or Report error in the result list. Every report is verified by our team before any data is changed, and you receive an acknowledgement by e-mail.`,
  },
];
