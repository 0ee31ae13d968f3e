import { createFileRoute } from "@tanstack/react-router";
import { LOCATION_TYPES, type LocationType } from "../../../../../../../contract/company-profile-business.ts";
import { LocationsPage } from "../../../../../../features/company-profile/locations-page.tsx";
import { ProposeAddress, SuggestAddressCorrection } from "../../../../../../features/contributions/index.ts";

/** The address-type selector lives in the URL (?type=subsidiary); "all" when absent. */
export const Route = createFileRoute("/index/company/detals/$id/business/locations")({
  validateSearch: (search: Record<string, unknown>): { type?: LocationType } =>
    (LOCATION_TYPES as readonly unknown[]).includes(search.type) && search.type !== "all"
      ? { type: search.type as LocationType }
      : {},
  component: LocationsRoute,
});

/** Locations, with the users' contributions: a correction of each of the company's addresses, a new address. */
function LocationsRoute() {
  const { id } = Route.useParams();
  const { type = "all" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="space-y-4">
      <LocationsPage
        type={type}
        onType={(next) => void navigate({ search: next === "all" ? {} : { type: next }, replace: true })}
        addressAction={(location) => <SuggestAddressCorrection companyId={id} location={location} />}
      />
      <ProposeAddress companyId={id} />
    </div>
  );
}
