import type { ColumnType, Generated } from "kysely";
import type { MailTables } from "../../mail/mail.tables.ts";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint ids come back from the driver as strings. */
type Id = ColumnType<string, string | number, string | number>;

export type AppUsersTable = {
  id: Generated<string>;
  user_code: string;
  email: string;
  password_hash: string | null;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  user_type: ColumnType<number, number | undefined, number>;
  certification: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  locale: ColumnType<string, string | undefined, string>;
  login_retention_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  organization_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  profile_completed_at: NullableTimestamp;
  cancel_tasks_waived_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
};

export type SessionEndReason = "replaced" | "logout" | "idle" | "cancelled" | "password_changed";

export type SessionsTable = {
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  end_reason: SessionEndReason | null;
  usaged: number | null;
  ip: string | null;
  user_agent: string | null;
};

export type OrganizationsTable = { id: Generated<string>; name: string; owner_user_id: Id; created_at: CreatedAt };

export type AppSecretsTable = { name: string; value: string; created_at: CreatedAt };

export type CodePurpose = "register" | "reset" | "change_email";

export type VerificationCodesTable = {
  id: Generated<string>;
  purpose: CodePurpose;
  email: string;
  user_id: ColumnType<string | null, string | number | null | undefined, never>;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

export type PasswordResetTokensTable = {
  token_hash: string;
  user_id: Id;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

export type RateEventsTable = { id: Generated<string>; bucket: string; subject: string; created_at: Timestamp };

export type CaptchaSolutionsTable = { challenge_id: string; expires_at: Timestamp };
export type CaptchaPassesTable = {
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

export type IdentityProvider = "google" | "apple";
export type UserIdentitiesTable = {
  provider: IdentityProvider;
  subject: string;
  user_id: Id;
  email: string;
  created_at: CreatedAt;
};

export type UserProfilesTable = {
  user_id: Id;
  account_type: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  company_name: string;
  address1: string;
  country_code: string;
  city: string;
  zip_code: string;
  updated_at: Timestamp;
};

export type ContactPersonsTable = {
  user_id: Id;
  kind: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  position: string;
  updated_at: Timestamp;
};

export type UserAvatarsTable = {
  user_id: Id;
  resource_key: string;
  content_type: string;
  bytes: Uint8Array;
  updated_at: Timestamp;
};

export type SubscriptionsTable = {
  id: Generated<string>;
  user_id: Id;
  lock_type: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  source: string;
  created_at: CreatedAt;
};

export type CreditLedgerTable = {
  id: Generated<string>;
  user_id: Id;
  delta: number;
  reason: string;
  idempotency_key: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

/** The mail outbox is created by the accounts migration, its only writer so far. */
export type AccountsTables = MailTables & {
  app_users: AppUsersTable;
  sessions: SessionsTable;
  organizations: OrganizationsTable;
  app_secrets: AppSecretsTable;
  verification_codes: VerificationCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_events: RateEventsTable;
  captcha_solutions: CaptchaSolutionsTable;
  captcha_passes: CaptchaPassesTable;
  user_identities: UserIdentitiesTable;
  user_profiles: UserProfilesTable;
  contact_persons: ContactPersonsTable;
  user_avatars: UserAvatarsTable;
  subscriptions: SubscriptionsTable;
  credit_ledger: CreditLedgerTable;
};
