import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactPerson } from "../../../contract/account-center.ts";
import { SILENT } from "../../lib/query-client.ts";
import { useToken } from "../../lib/use-session.ts";
import {
  getCancelTasks,
  getContactPersons,
  getLoginHistory,
  giveUpCancelTasks,
  setContactPerson,
} from "./security.api.ts";

export const securityKeys = {
  all: ["security"] as const,
  contacts: (token: string | null) => ["security", "contacts", token] as const,
  cancelTasks: (token: string | null) => ["security", "cancel-tasks", token] as const,
  loginHistory: (token: string | null, year: number, month: number) =>
    ["security", "login-history", token, year, month] as const,
};

/** The contact person and the alternate contact. */
export function useContactPersons() {
  const token = useToken();
  return useQuery({ queryKey: securityKeys.contacts(token), queryFn: getContactPersons, meta: SILENT });
}

/** What stands in the way of cancelling the account. */
export function useCancelTasks() {
  const token = useToken();
  return useQuery({ queryKey: securityKeys.cancelTasks(token), queryFn: getCancelTasks, meta: SILENT });
}

/** The sign-ins per month of a year, and those of the month. */
export function useLoginHistory(year: number, month: number) {
  const token = useToken();
  return useQuery({
    queryKey: securityKeys.loginHistory(token, year, month),
    queryFn: () => getLoginHistory(year, month),
    meta: SILENT,
  });
}

/** Puts `contact` in place of the saved contact of its type (or adds it). */
export function withContact(contacts: readonly ContactPerson[], contact: ContactPerson): ContactPerson[] {
  return [...contacts.filter((saved) => saved.type !== contact.type), contact];
}

/**
 * Saves a contact (resolves with the server's message). The saved contacts show it at once, go
 * back if the server refuses it, and are asked again after either way.
 */
export function useSaveContact() {
  const client = useQueryClient();
  const key = securityKeys.contacts(useToken());
  return useMutation<string, Error, ContactPerson, { previous: ContactPerson[] | undefined }>({
    mutationFn: setContactPerson,
    onMutate: async (contact) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ContactPerson[]>(key);
      client.setQueryData<ContactPerson[]>(key, withContact(previous ?? [], contact));
      return { previous };
    },
    onError: (_error, _contact, context) => client.setQueryData(key, context?.previous),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Gives up the remaining subscription and credits (resolves with the server's message); the tasks are asked again. */
export function useGiveUpCancelTasks() {
  const client = useQueryClient();
  const key = securityKeys.cancelTasks(useToken());
  return useMutation({
    mutationFn: giveUpCancelTasks,
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
