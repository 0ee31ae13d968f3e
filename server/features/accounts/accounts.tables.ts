import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

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
};

export type SessionEndReason = "replaced" | "logout" | "idle" | "cancelled";

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

export type AccountsTables = { app_users: AppUsersTable; sessions: SessionsTable };
