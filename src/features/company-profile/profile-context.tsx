import { createContext, useContext } from "react";
import type { CompanySnapshot } from "../../../contract/company-profile-background.ts";
import type { ResourceState } from "./queries.ts";

export type ProfileContextValue = { companyId: string; snapshot: ResourceState<CompanySnapshot> };

export const ProfileContext = createContext<ProfileContextValue | null>(null);

/** The company the profile shows, and its snapshot (fetched once by the layout for the header). */
export function useProfile(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error("useProfile outside the company profile layout");
  return value;
}
