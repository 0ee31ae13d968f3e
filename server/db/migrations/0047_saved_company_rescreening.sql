-- Re-screening of saved companies (issue 14 item 7; docs/decisions/0052-saved-company-rescreening.md):
-- when a sanctions list import changes the lists' version, the background job screens every company
-- in a user's collection again and records what changed. No foreign key to companies: company data
-- is reloaded on its own (as collection_items).

-- The last screening of each saved company: the lists' fingerprint it was made against and its
-- results ({"<role>|<subject name>|<entry id>": {"caption", "score", "match"}}).
CREATE TABLE company_screenings (
  company_id bigint PRIMARY KEY,
  lists_fingerprint text NOT NULL,
  results jsonb NOT NULL,
  threshold real NOT NULL,
  screened_at timestamptz NOT NULL
);

-- What a re-screening found different: a new hit, a cleared hit, or a score that crossed the
-- threshold (up or down) for the same list entry.
CREATE TABLE company_screening_changes (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL,
  change text NOT NULL CHECK (change IN ('newHit', 'clearedHit', 'scoreCrossed')),
  subject_role text NOT NULL CHECK (subject_role IN ('company', 'officer', 'owner')),
  subject_name text NOT NULL,
  entry_id text NOT NULL,
  caption text NOT NULL,
  score_before real,
  score_after real,
  threshold real NOT NULL,
  -- The lists' versions of the re-screening ([{"id", "version"}]).
  lists jsonb NOT NULL,
  detected_at timestamptz NOT NULL
);
CREATE INDEX company_screening_changes_company_idx ON company_screening_changes (company_id, detected_at DESC);

-- News from operator-configured RSS 2.0 / Atom feeds (issue 14 item 6; NEWS_FEEDS, docs/OPERATIONS.md):
-- each feed's last fetch, and each item's guid (or link) so that a feed read again adds nothing twice.
CREATE TABLE news_feeds (
  url text PRIMARY KEY,
  title text,
  fetched_at timestamptz,
  items_added integer NOT NULL DEFAULT 0,
  last_error text
);
ALTER TABLE company_news ADD COLUMN guid text;
CREATE UNIQUE INDEX company_news_guid_idx ON company_news (company_id, guid) WHERE guid IS NOT NULL;
