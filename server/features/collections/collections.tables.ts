import type { ColumnType } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint ids come back from the driver as strings. */
type Id = ColumnType<string, string | number | bigint, string | number | bigint>;

/** A folder or a tag: a name register and a tombstone. */
type NamedListTable = {
  id: string;
  user_id: Id;
  name: string;
  name_changed_at: Timestamp;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  updated_at: UpdatedAt;
};

/** A company in a folder, or a tag on a company: a presence register. */
type MembershipColumns = {
  aaa_id: string;
  company_id: Id;
  user_id: Id;
  present: boolean;
  changed_at: Timestamp;
  company_name: string | null;
  country_code: string | null;
  updated_at: UpdatedAt;
};

export type CollectionsTable = NamedListTable;
export type CollectionItemsTable = MembershipColumns & { collection_id: string };
export type TagsTable = NamedListTable;
export type CompanyTagsTable = MembershipColumns & { tag_id: string };

export type IdempotentRequestsTable = {
  user_id: Id;
  idempotency_key: string;
  fingerprint: string;
  response: ColumnType<unknown, string | null, string>;
  created_at: Timestamp;
};

export type CollectionsTables = {
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  tags: TagsTable;
  company_tags: CompanyTagsTable;
  idempotent_requests: IdempotentRequestsTable;
};
