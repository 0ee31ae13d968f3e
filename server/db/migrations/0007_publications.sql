-- Publications about companies: lawsuits and news items. Keyed by company_id (distribution column).

CREATE TABLE company_lawsuits (
  company_id bigint NOT NULL,
  seq smallint NOT NULL,
  case_number text NOT NULL,
  court text,
  country_code text,
  filed_on date NOT NULL,
  closed_on date,
  role text NOT NULL CHECK (role IN ('plaintiff', 'defendant', 'third-party')),
  case_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'settled', 'won', 'lost', 'dismissed')),
  counterparty text,
  amount numeric(20, 2),
  currency text,
  title text NOT NULL,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, seq)
);

CREATE TABLE company_news (
  company_id bigint NOT NULL,
  seq smallint NOT NULL,
  published_on date NOT NULL,
  title text NOT NULL,
  source_name text NOT NULL,
  url text,
  category text,
  impact text NOT NULL CHECK (impact IN ('positive', 'neutral', 'negative')),
  language text,
  source text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, seq)
);
CREATE INDEX company_news_published_idx ON company_news (published_on DESC);
