-- Accounts (issue 4): registration codes, password resets, captcha, rate limits, mail outbox,
-- third-party identities, profile, contact persons, avatars, subscriptions and the credits ledger.

ALTER TABLE app_users
  ADD COLUMN locale text NOT NULL DEFAULT 'en',
  -- the user's inactivity timeout in minutes; NULL = the standard 1-hour idle rule (docs/decisions/0004)
  ADD COLUMN login_retention_minutes smallint CHECK (login_retention_minutes BETWEEN 2 AND 60),
  ADD COLUMN organization_id bigint,
  ADD COLUMN profile_completed_at timestamptz,
  ADD COLUMN cancel_tasks_waived_at timestamptz,
  ADD COLUMN cancelled_at timestamptz;

-- A password change or reset ends every session with its own reason (answered 401, not 403).
ALTER TABLE sessions DROP CONSTRAINT sessions_end_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_end_reason_check
  CHECK (end_reason IN ('replaced', 'logout', 'idle', 'cancelled', 'password_changed'));

CREATE TABLE organizations (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  owner_user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE app_users ADD CONSTRAINT app_users_organization_fk
  FOREIGN KEY (organization_id) REFERENCES organizations (id) ON DELETE SET NULL;
CREATE INDEX app_users_organization_idx ON app_users (organization_id);

-- Server secrets generated once on first use (the captcha HMAC key when CAPTCHA_HMAC_KEY is unset).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Emailed 6-digit codes, stored as a keyed hash; the newest unused one per (email, purpose) counts.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'reset', 'change_email')),
  email text NOT NULL,
  user_id bigint REFERENCES app_users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_codes_lookup_idx ON verification_codes (email, purpose, created_at DESC);

-- The single-use token of the forgot-password flow (tickNextStep → retrievePassword).
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Rate limits and failed-login counts shared by every server process: one row per event.
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  bucket text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX rate_events_lookup_idx ON rate_events (bucket, subject, created_at);

-- Solved ALTCHA challenges (single use) and the short-lived passes they buy.
CREATE TABLE captcha_solutions (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE TABLE captcha_passes (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every mail the server sends: 'logged' without SMTP (development mailbox), 'sent' or 'failed' with it.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  status text NOT NULL CHECK (status IN ('logged', 'pending', 'sent', 'failed')),
  error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC, id DESC);

-- Google / Apple accounts linked to a user (by verified email on first sign-in).
CREATE TABLE user_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'apple')),
  subject text NOT NULL,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- The "Complete your Profile" form (spec §3): type 1 individual, 2 group.
CREATE TABLE user_profiles (
  user_id bigint PRIMARY KEY REFERENCES app_users (id) ON DELETE CASCADE,
  account_type smallint NOT NULL CHECK (account_type IN (1, 2)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text NOT NULL,
  email text NOT NULL,
  company_name text NOT NULL DEFAULT '',
  address1 text NOT NULL,
  country_code text NOT NULL,
  city text NOT NULL,
  zip_code text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Contact person (kind 1) and alternate contact (kind 2) of an account.
CREATE TABLE contact_persons (
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  kind smallint NOT NULL CHECK (kind IN (1, 2)),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  position text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- Avatars live in the database so that every server process can serve them.
CREATE TABLE user_avatars (
  user_id bigint PRIMARY KEY REFERENCES app_users (id) ON DELETE CASCADE,
  resource_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Subscription tiers (spec lockType: 1 silver, 2 gold, 3 enterprise); billing extends this.
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  lock_type smallint NOT NULL CHECK (lock_type IN (1, 2, 3)),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, ends_at DESC);

-- Credits: an append-only ledger; the balance is the sum and never goes negative (checked in the
-- writing transaction, under a lock on the user's row).
CREATE TABLE credit_ledger (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  delta integer NOT NULL CHECK (delta <> 0),
  reason text NOT NULL,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at);
