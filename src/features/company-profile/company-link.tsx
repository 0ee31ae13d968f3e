import type { ReactNode } from "react";
import { Link, useNavigate } from "@tanstack/react-router";

import { PROFILE_ROUTE as PROFILE } from "./profile-routes.ts";

/** A link to another company's profile. */
export function CompanyLink(props: { aaaId: string; children: ReactNode; className?: string; onClick?: () => void }) {
  const { aaaId, children, className, onClick } = props;
  return (
    <Link
      to={PROFILE}
      params={{ id: aaaId }}
      onClick={onClick}
      className={className ?? "font-medium text-brand-700 hover:underline"}
    >
      {children}
    </Link>
  );
}

/** Opens another company's profile (from a chart node or a map marker). */
export function useOpenCompany(): (aaaId: string) => void {
  const navigate = useNavigate();
  return (aaaId) => void navigate({ to: PROFILE, params: { id: aaaId } });
}
