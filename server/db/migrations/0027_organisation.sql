-- Organisation (issue 15, item 7; docs/decisions/0031-organisation-and-privileges.md): the groups,
-- roles and members an organisation's administrator (userType 3) manages. A role's permissions are
-- keys of the fixed catalogue in contract/org-permissions.ts; the server checks them on every
-- request of a member (userType 2), so a removed permission takes effect on the next request.

-- status: 1 valid, 0 invalid (spec: Valid or Invalid).
CREATE TABLE org_groups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  parent_id bigint REFERENCES org_groups (id) ON DELETE SET NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX org_groups_name_idx ON org_groups (organization_id, lower(name));

CREATE TABLE org_roles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  position text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX org_roles_name_idx ON org_roles (organization_id, lower(name));

CREATE TABLE org_role_permissions (
  role_id bigint NOT NULL REFERENCES org_roles (id) ON DELETE CASCADE,
  permission text NOT NULL,
  PRIMARY KEY (role_id, permission)
);

-- A member's place in the organisation; account_status 1 active, 0 disabled by the administrator.
ALTER TABLE app_users
  ADD COLUMN org_group_id bigint REFERENCES org_groups (id) ON DELETE SET NULL,
  ADD COLUMN org_role_id bigint REFERENCES org_roles (id) ON DELETE SET NULL,
  ADD COLUMN org_account_status smallint NOT NULL DEFAULT 1 CHECK (org_account_status IN (0, 1));

-- An e-mailed invitation to join; the token is stored only as its SHA-256 hash, used once.
CREATE TABLE org_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  group_id bigint REFERENCES org_groups (id) ON DELETE SET NULL,
  role_id bigint REFERENCES org_roles (id) ON DELETE SET NULL,
  invited_by bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz
);
CREATE INDEX org_invitations_org_idx ON org_invitations (organization_id, created_at DESC);
