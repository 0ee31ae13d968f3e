import { createFileRoute } from "@tanstack/react-router";
import { parseSelectCode } from "../../-sanction/sanction-search.ts";
import { HomeSection, RiskSection } from "../../-sanction/sections.tsx";

/** /sanction/index: the theme's home, or with `?selectCode=4` the risk search. */
export const Route = createFileRoute("/sanction/index/")({ validateSearch: parseSelectCode, component: Index });

function Index() {
  return Route.useSearch().selectCode === 4 ? <RiskSection /> : <HomeSection />;
}
