import { randomBytes } from "node:crypto";
import type { UserInfo } from "../../../contract/accounts.ts";
import type { UserRow } from "./users.repo.ts";

/** The spec's userInfo of the login response (and of the dashboard). */
export function toUserInfo(user: UserRow): UserInfo {
  const userType = user.user_type;
  return {
    id: String(user.id),
    userCode: user.user_code,
    type: userType,
    certification: user.certification,
    firstName: user.first_name,
    lastName: user.last_name,
    userType,
    userImg: user.avatar_key ?? null,
    email: user.email,
  };
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A public user code (the websocket path carries it): 12 characters without look-alikes. */
export function newUserCode(): string {
  return Array.from(randomBytes(12), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** True for a unique-constraint violation, on PostgreSQL and on PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}
