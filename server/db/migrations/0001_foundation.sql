-- Foundation: users and their sessions, and the record of loaded data sets.

CREATE TABLE app_users (
  id bigserial PRIMARY KEY,
  user_code text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  password_hash text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- spec: '1' individual, '2' group member, '3' group administrator
  user_type smallint NOT NULL DEFAULT 1 CHECK (user_type IN (1, 2, 3)),
  certification smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Opaque session tokens, stored only as their SHA-256 hash. One active session per user:
-- a newer login ends the older one with end_reason 'replaced', which the API answers with 403.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('replaced', 'logout', 'idle', 'cancelled')),
  usaged smallint,
  ip text,
  user_agent text
);
CREATE INDEX sessions_user_idx ON sessions (user_id, created_at DESC);

-- Which data set is loaded, in which version, from where and under which licence.
CREATE TABLE datasets (
  name text PRIMARY KEY,
  version text NOT NULL,
  source text NOT NULL,
  licence text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  row_count integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
