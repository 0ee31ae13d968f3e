-- Company profile: the users' view log (spec: POST /myDatabase/companyView, read back by
-- /myDatabase/getUserActionLogPage), and the indexes the profile's reads need on tables of the
-- companies and sanctions features.

CREATE TABLE company_views (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_users (id) ON DELETE CASCADE,
  -- NULL when the viewed id no longer resolves to a company (the log keeps what the user saw).
  company_id bigint,
  aaa_id text NOT NULL,
  page_name text NOT NULL,
  company_name text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ended_at >= started_at)
);
CREATE INDEX company_views_user_idx ON company_views (user_id, started_at DESC, id DESC);

-- Related companies seen from the other side (a subsidiary lists its parent).
CREATE INDEX company_relations_related_idx ON company_relations (related_company_id)
  WHERE related_company_id IS NOT NULL;

-- "Search more e-mail": other addresses on the company's domain.
CREATE INDEX people_email_domain_idx ON people (lower(split_part(email, '@', 2))) WHERE email IS NOT NULL;
CREATE INDEX companies_email_domain_idx ON companies (lower(split_part(email, '@', 2))) WHERE email IS NOT NULL;

-- The snapshot's sanctions flag: an exact (case-folded) name match against the lists.
CREATE INDEX sanction_names_lower_idx ON sanction_names (lower(name));
