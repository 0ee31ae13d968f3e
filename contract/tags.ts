import { Type, type Static } from "typebox";
import { Envelope } from "./envelope.ts";
import { AaaId, ChangedAt, ClientId, CompanyRef, Name } from "./collections.ts";
import {
  COLLECTIONS_PAGE_SIZE_MAX,
  ITEMS_PER_CALL_MAX,
  TAG_NAME_MAX,
  TAGS_PER_CALL_MAX,
} from "./collections-limits.ts";

export { TAG_NAME_MAX, TAGS_PER_CALL_MAX };

/**
 * Tags (the spec's "tools" and the account menu's "my tag"): the user's labels and the companies
 * carrying them. Same sync rules as collections (contract/collections.ts): client-generated ids,
 * `changedAt`, an `Idempotency-Key` on every mutation.
 */

export const Tag = Type.Object({
  id: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  createdAt: Type.String({ description: "ISO time" }),
});
export type Tag = Static<typeof Tag>;

/** `GET /csi/tools/add`: a new tag. */
export const AddTagQuery = Type.Object({ id: Type.Optional(ClientId), name: Name(TAG_NAME_MAX), changedAt: ChangedAt });
export type AddTagQuery = Static<typeof AddTagQuery>;

/** `GET /csi/tools/remove`: deletes a tag (a tombstone) and so removes it from every company. */
export const RemoveTagQuery = Type.Object({ tagId: ClientId, changedAt: ChangedAt });
export type RemoveTagQuery = Static<typeof RemoveTagQuery>;

/** `POST /csi/tools/rename` (added to the spec's calls for the My Tag page). */
export const RenameTagBody = Type.Object({ tagId: ClientId, name: Name(TAG_NAME_MAX), changedAt: ChangedAt });
export type RenameTagBody = Static<typeof RenameTagBody>;

export const TagState = Type.Object({
  id: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  createdAt: Type.String(),
  deleted: Type.Boolean(),
});
export type TagState = Static<typeof TagState>;

/** `GET /csi/tools/edit/query`: the tags on one company. */
export const CompanyTagsQuery = Type.Object({ aaaId: AaaId });
export type CompanyTagsQuery = Static<typeof CompanyTagsQuery>;

/** `POST /csi/tools/edit/batchAdd`: puts every given tag on every given company. */
export const BatchAddTagsBody = Type.Object({
  tagIds: Type.Array(ClientId, { minItems: 1, maxItems: TAGS_PER_CALL_MAX }),
  companies: Type.Array(CompanyRef, { minItems: 1, maxItems: ITEMS_PER_CALL_MAX }),
  changedAt: ChangedAt,
});
export type BatchAddTagsBody = Static<typeof BatchAddTagsBody>;

/** `POST /csi/tools/edit/batchRemove` (added): takes every given tag off every given company. */
export const BatchRemoveTagsBody = Type.Object({
  tagIds: Type.Array(ClientId, { minItems: 1, maxItems: TAGS_PER_CALL_MAX }),
  aaaIds: Type.Array(AaaId, { minItems: 1, maxItems: ITEMS_PER_CALL_MAX }),
  changedAt: ChangedAt,
});
export type BatchRemoveTagsBody = Static<typeof BatchRemoveTagsBody>;

/** `GET /csi/tools/companies` (added): the companies carrying a tag, newest first. */
export const TagCompaniesQuery = Type.Object({
  tagId: ClientId,
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: COLLECTIONS_PAGE_SIZE_MAX, default: 20 })),
});
export type TagCompaniesQuery = Static<typeof TagCompaniesQuery>;

export const TaggedCompany = Type.Object({
  aaaId: Type.String(),
  companyName: Type.String(),
  countryCode: Type.Union([Type.String(), Type.Null()]),
  taggedAt: Type.String({ description: "ISO time" }),
});
export type TaggedCompany = Static<typeof TaggedCompany>;

export const TagCompaniesResult = Type.Object({
  tag: Tag,
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  rows: Type.Array(TaggedCompany),
});
export type TagCompaniesResult = Static<typeof TagCompaniesResult>;

export const TagListResponse = Envelope(Type.Array(Tag));
export const TagStateResponse = Envelope(TagState);
export const TagStateListResponse = Envelope(Type.Array(TagState));
export const TagCompaniesResponse = Envelope(TagCompaniesResult);
