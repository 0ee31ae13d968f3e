import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

const SECTIONS = [
  {
    title: msg`Search companies`,
    body: msg`Start on the home page: type a company name, pick a country, and choose first-word matching (the name starts with your words) or keyword matching (the words appear anywhere). Narrow the result list with the filters and sort it by any column.`,
  },
  {
    title: msg`Read a profile`,
    body: msg`Open a company from the result list. The tabs group its background, business, performance, publications and credit opinion. Each figure shows where it comes from; a dash means the sources say nothing.`,
  },
  {
    title: msg`Search trade`,
    body: msg`Choose Search trade in the side menu, then a product (its HS code), a company or a country. The tabs show the trade map, partners, products and trends for the years with data.`,
  },
  {
    title: msg`Collect and work offline`,
    body: msg`Select companies and collect them into folders. Install the app from your browser to keep your collections and the pages you opened available without a connection.`,
  },
  {
    title: msg`Compare, export and share`,
    body: msg`Select two to five companies to compare them side by side. Export a result list as CSV or Excel, or share companies by e-mail with a short message.`,
  },
];

/** The User Guide (gold only, spec §6): how to use this product, section by section. */
export function UserGuide() {
  const { i18n } = useLingui();
  return (
    <ol className="flex flex-col gap-5" data-testid="user-guide">
      {SECTIONS.map((section, index) => (
        <li key={section.title.id} className="flex gap-3">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
            {index + 1}
          </span>
          <div>
            <h2 className="text-base font-semibold text-slate-900">{i18n._(section.title)}</h2>
            <p className="mt-1 text-sm leading-relaxed text-slate-700">{i18n._(section.body)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
