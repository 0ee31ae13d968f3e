import { useNavigate } from "@tanstack/react-router";
import { RiskSearchForm, SanctionHome, SanctionLayout } from "../../features/sanctions/index.ts";

/** The theme's home (/sanction/index and /sanction/index/home): searches open the company or person list. */
export function HomeSection() {
  const navigate = useNavigate();
  return (
    <SanctionLayout active="home">
      <SanctionHome
        onSearch={(type, keyword) =>
          void navigate({
            to: type === "entity" ? "/sanction/index/companyList" : "/sanction/index/personList",
            search: keyword ? { keyword } : {},
          })
        }
      />
    </SanctionLayout>
  );
}

/** The risk search (/sanction/index?selectCode=4): opens `risk/details/:search` with the name screened. */
export function RiskSection() {
  const navigate = useNavigate();
  return (
    <SanctionLayout active="risk">
      <RiskSearchForm
        onSearch={({ name, ...search }) =>
          void navigate({ to: "/index/risk/details/$search", params: { search: name }, search })
        }
      />
    </SanctionLayout>
  );
}
