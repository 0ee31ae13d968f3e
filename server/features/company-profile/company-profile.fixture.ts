import type { Database } from "../../db/database.ts";
import { aaaId } from "../companies/index.ts";

/**
 * A small, controlled data set for the company profile's API tests. Ownership of the subject (1001):
 *
 *   Alice (person) 50% ─► Parent Alpha (1002) 55% ─┐
 *   Bob (person) 100% ─► Top Holding (1004) 50% ─►┘ │
 *                        Top Holding (1004) 100% ─► Parent Beta (1003) 40% ─► Subject (1001)
 *   Green Foundation (ngo) 1–5% ─────────────────────────────────────────────► Subject
 *   Eve (person, beneficial, board appointment, no share) ─────────────────────► Subject
 *   Old Owner (person) 20%, ended in 2000 ─────────────────────────────────────► Subject (ignored)
 *   and the source's indirect statements: Bob beneficial 67.5 %, Top Holding the ultimate parent.
 *
 * Effective: Alice 55×50 = 27.5 % (UBO); Bob 55×50×100 + 40×100×100 = 67.5 % over two paths (UBO);
 * the foundation 1–5 %; Eve: UBO by the source's beneficial flag.
 *
 * A cycle: Cycle Corp (1005) is owned 70 % by Loop Ltd (1006), which Cycle Corp owns 100 % and
 * Carol owns 30 %: Carol's effective share in Cycle Corp is 21 % (not a UBO).
 *
 * Investments: the subject holds 75 % of Subsidiary One (1007), which holds 100 % of Grandchild (1008).
 */
export const IDS = {
  subject: "1001",
  parentAlpha: "1002",
  parentBeta: "1003",
  topHolding: "1004",
  cycleCorp: "1005",
  loop: "1006",
  subsidiary: "1007",
  grandchild: "1008",
  sister: "1009",
  alice: "1",
  bob: "2",
  carol: "3",
  eve: "4",
  grace: "10",
  henry: "11",
  ivy: "12",
} as const;

export const SUBJECT_LEI = "52990000SUBJECTAAA12";
export const ALPHA_LEI = "52990000ALPHAAAAAA34";
export const BRANCH_LEI = "52990000BRANCHAAAA56";

const company = (id: number, name: string, country: string, extra = "") =>
  `(${id}, '${aaaId(id)}', '${name}', '${country}', 'demo-1', true${extra})`;

const SCRIPT = `
INSERT INTO countries (id, alpha2, alpha3, name_en, names, flag, source) VALUES
  (826, 'GB', 'GBR', 'United Kingdom', '{"en":"United Kingdom","fr":"Royaume-Uni"}', '🇬🇧', 'test'),
  (250, 'FR', 'FRA', 'France', '{"en":"France","fr":"France"}', '🇫🇷', 'test'),
  (840, 'US', 'USA', 'United States', '{"en":"United States","fr":"États-Unis"}', '🇺🇸', 'test');

INSERT INTO companies (id, aaa_id, name, country_code, source, is_demo) VALUES
  ${company(1002, "Parent Alpha SA", "FR")}, ${company(1003, "Parent Beta GmbH", "DE")},
  ${company(1004, "Top Holding AG", "CH")}, ${company(1005, "Cycle Corp", "GB")}, ${company(1006, "Loop Ltd", "GB")},
  ${company(1007, "Subsidiary One Inc", "US")}, ${company(1008, "Grandchild LLC", "US")},
  ${company(1009, "Sister Services Ltd", "IE")};
UPDATE companies SET lei = '${ALPHA_LEI}', data_quality = 60 WHERE id = 1002;
UPDATE companies SET data_quality = 60 WHERE id IN (1005, 1006);

INSERT INTO companies (id, aaa_id, name, name_native, country_code, jurisdiction, legal_form, status, founded_on, lei,
  registry_number, vat_number, stock_code, stock_exchange, is_listed, website, email, phone, description, sic,
  sic_description, isic, nace, naics, employees, registered_capital, paid_in_capital, capital_currency, data_quality,
  last_update, source, is_demo)
VALUES (1001, '${aaaId(1001)}', 'Subject Holdings Ltd', 'Subject Holdings Limited', 'GB', 'GB', 'Private limited company',
  'active', '2001-05-04', '${SUBJECT_LEI}', '04123456', 'GB123456789', 'SUBJ', 'LSE', true, 'https://www.subject.example',
  'info@subject.example', '+44 20 7946 0000', 'Cloud software and analytics.', '7372', 'Services-Prepackaged Software',
  '6201', '6201', '541511', 250, 1000000, 800000, 'GBP', 90, '2026-06-01', 'demo-1', true);

INSERT INTO company_names (company_id, kind, name, normalised, valid_from, valid_to, source, is_demo) VALUES
  (1001, 'primary', 'Subject Holdings Ltd', 'subject holdings', NULL, NULL, 'demo-1', true),
  (1001, 'former', 'Subject Software Ltd', 'subject software', '2001-05-04', '2012-03-31', 'demo-1', true);

INSERT INTO company_securities (company_id, ticker, exchange, is_primary, source, is_demo) VALUES
  (1001, 'SUBJ', 'LSE', true, 'demo-1', true);

INSERT INTO company_addresses (company_id, seq, kind, line1, city, postcode, country_code, lat, lon, source, is_demo) VALUES
  (1001, 1, 'registered', '1 Test Street', 'London', 'EC1A 1AA', 'GB', 51.5, -0.12, 'demo-1', true),
  (1001, 2, 'operation', '2 Mill Road', 'Manchester', 'M1 1AA', 'GB', 53.48, -2.24, 'demo-1', true),
  (1001, 3, 'mailing', 'PO Box 7', 'London', NULL, 'GB', NULL, NULL, 'demo-1', true),
  (1007, 1, 'registered', '5 Broad Street', 'New York', '10004', 'US', 40.7, -74.0, 'demo-1', true),
  (1009, 1, 'operation', '9 Quay', 'Dublin', NULL, 'IE', 53.35, -6.26, 'demo-1', true);

INSERT INTO people (id, name, normalised, nationality, education, email, source, is_demo) VALUES
  (1, 'Alice Owner', 'alice owner', 'FR', NULL, NULL, 'demo-1', true),
  (2, 'Bob Founder', 'bob founder', 'CH', NULL, NULL, 'demo-1', true),
  (3, 'Carol Minor', 'carol minor', 'GB', NULL, NULL, 'demo-1', true),
  (4, 'Eve Director', 'eve director', 'GB', NULL, NULL, 'demo-1', true),
  (5, 'Old Owner', 'old owner', 'GB', NULL, NULL, 'demo-1', true),
  (10, 'Grace Chief', 'grace chief', 'GB', 'MBA, London Business School', 'grace@subject.example', 'demo-1', true),
  (11, 'Henry Former', 'henry former', 'GB', NULL, 'henry@subject.example', 'demo-1', true),
  (12, 'Ivy Counsel', 'ivy counsel', 'IE', 'LLM', 'ivy@elsewhere.example', 'demo-1', true);

INSERT INTO company_interests (company_id, seq, party_type, party_company_id, party_person_id, party_name, party_country,
  interest_type, share_exact, share_min, share_max, is_beneficial, end_date, source, is_demo) VALUES
  (1001, 1, 'company', 1002, NULL, 'Parent Alpha SA', 'FR', 'shareholding', 55, NULL, NULL, false, NULL, 'demo-1', true),
  (1001, 2, 'company', 1003, NULL, 'Parent Beta GmbH', 'DE', 'shareholding', 40, NULL, NULL, false, NULL, 'demo-1', true),
  (1001, 3, 'ngo', NULL, NULL, 'Green Foundation', 'GB', 'shareholding', NULL, 1, 5, false, NULL, 'demo-1', true),
  (1001, 4, 'person', NULL, 4, 'Eve Director', 'GB', 'appointment-of-board', NULL, NULL, NULL, true, NULL, 'demo-1', true),
  (1001, 5, 'person', NULL, 5, 'Old Owner', 'GB', 'shareholding', 20, NULL, NULL, false, '2000-01-01', 'demo-1', true),
  (1002, 1, 'person', NULL, 1, 'Alice Owner', 'FR', 'shareholding', 50, NULL, NULL, false, NULL, 'demo-1', true),
  (1002, 2, 'company', 1004, NULL, 'Top Holding AG', 'CH', 'shareholding', 50, NULL, NULL, false, NULL, 'demo-1', true),
  (1003, 1, 'company', 1004, NULL, 'Top Holding AG', 'CH', 'shareholding', 100, NULL, NULL, false, NULL, 'demo-1', true),
  (1004, 1, 'person', NULL, 2, 'Bob Founder', 'CH', 'shareholding', 100, NULL, NULL, false, NULL, 'demo-1', true),
  (1005, 1, 'company', 1006, NULL, 'Loop Ltd', 'GB', 'shareholding', 70, NULL, NULL, false, NULL, 'demo-1', true),
  (1006, 1, 'company', 1005, NULL, 'Cycle Corp', 'GB', 'shareholding', 100, NULL, NULL, false, NULL, 'demo-1', true),
  (1006, 2, 'person', NULL, 3, 'Carol Minor', 'GB', 'shareholding', 30, NULL, NULL, false, NULL, 'demo-1', true),
  (1007, 1, 'company', 1001, NULL, 'Subject Holdings Ltd', 'GB', 'shareholding', 75, NULL, NULL, false, NULL, 'demo-1', true),
  (1008, 1, 'company', 1007, NULL, 'Subsidiary One Inc', 'US', 'shareholding', 100, NULL, NULL, false, NULL, 'demo-1', true),
  (1008, 2, 'person', NULL, 10, 'Grace Chief', 'GB', 'shareholding', 12, NULL, NULL, false, NULL, 'demo-1', true);

-- The source's own indirect statements about the subject: not edges of the tree.
INSERT INTO company_interests (company_id, seq, party_type, party_company_id, party_person_id, party_name, party_country,
  interest_type, share_exact, is_direct, is_beneficial, source, is_demo) VALUES
  (1001, 6, 'person', NULL, 2, 'Bob Founder', 'CH', 'shareholding', 67.5, false, true, 'demo-1', true),
  (1001, 7, 'company', 1004, NULL, 'Top Holding AG', 'CH', 'ultimate-parent', NULL, false, false, 'demo-1', true);

INSERT INTO company_officers (company_id, person_id, position, department, is_shareholder, is_verified, start_date,
  end_date, source, is_demo) VALUES
  (1001, 10, 'Chief Executive Officer', 'Management', true, true, '2015-01-01', NULL, 'demo-1', true),
  (1001, 10, 'Board Member', 'Board', true, true, '2016-01-01', NULL, 'demo-1', true),
  (1001, 11, 'Chief Financial Officer', 'Finance', false, false, '2010-01-01', '2020-12-31', 'demo-1', true),
  (1001, 12, 'General Counsel', 'Legal', false, true, '2018-06-01', NULL, 'demo-1', true),
  (1002, 12, 'Board Member', 'Board', false, false, '2019-01-01', NULL, 'demo-1', true);

INSERT INTO company_relations (company_id, seq, relation, related_company_id, name, country_code, city, source, is_demo) VALUES
  (1001, 1, 'subsidiary', 1007, 'Subsidiary One Inc', 'US', 'New York', 'demo-1', true),
  (1001, 2, 'affiliate', NULL, 'Affiliate Partners', 'IT', 'Milan', 'demo-1', true),
  (1001, 3, 'branch', NULL, 'Subject Holdings Paris Branch', 'FR', 'Paris', 'demo-1', true),
  (1001, 4, 'branch', NULL, 'Subject Holdings Berlin Branch', 'DE', 'Berlin', 'demo-1', true),
  (1009, 1, 'parent', 1001, 'Subject Holdings Ltd', 'GB', 'London', 'demo-1', true);

INSERT INTO lei_relationships (child_lei, parent_lei, relationship_type, relationship_status, source) VALUES
  ('${SUBJECT_LEI}', '${ALPHA_LEI}', 'IS_DIRECTLY_CONSOLIDATED_BY', 'ACTIVE', 'gleif-rr-test'),
  ('${BRANCH_LEI}', '${SUBJECT_LEI}', 'IS_INTERNATIONAL_BRANCH_OF', 'ACTIVE', 'gleif-rr-test');

INSERT INTO company_products (company_id, seq, name, description, source, is_demo) VALUES
  (1001, 1, 'Cloud Platform', 'Hosted software platform', 'demo-1', true),
  (1001, 2, 'Analytics Suite', NULL, 'demo-1', true);

INSERT INTO industry_codes (scheme, code, level, level_name, parent_code, description, position, source) VALUES
  ('isic4', 'J', 1, 'section', NULL, 'Information and communication', 1, 'isic-test'),
  ('isic4', '62', 2, 'division', 'J', 'Computer programming, consultancy and related activities', 2, 'isic-test'),
  ('isic4', '620', 3, 'group', '62', 'Computer programming, consultancy and related activities', 3, 'isic-test'),
  ('isic4', '6201', 4, 'class', '620', 'Computer programming activities', 4, 'isic-test'),
  ('nace2', '62.01', 4, 'class', NULL, 'Computer programming activities', 1, 'nace-test');

INSERT INTO financial_statements (company_id, period_end, period_months, fiscal_year, fiscal_period, currency, revenue,
  net_income, total_assets, equity, source, is_demo) VALUES
  (1001, '2023-12-31', 12, 2023, 'FY', 'GBP', 5000000, 400000, 7000000, 3000000, 'demo-1', true),
  (1001, '2024-03-31', 3, 2024, 'Q1', 'GBP', 1300000, 90000, 7100000, 3050000, 'demo-1', true);

INSERT INTO credit_assessments (company_id, year, rating, local_score, probability_of_default, risk_indicator, source, is_demo)
VALUES (1001, 2024, 'A', 78, 0.8, 'low', 'demo-1', true);

INSERT INTO sanction_lists (id, name, authority, format) VALUES ('test-list', 'Test Consolidated List', 'Test Authority', 'csv');
INSERT INTO sanction_entries (list_id, source_id, entry_type, primary_name, content_hash, source) VALUES
  ('test-list', 'E1', 'entity', 'CYCLE CORP', 'h1', 'test-list-2026');
INSERT INTO sanction_names (list_id, source_id, position, name, name_type, source) VALUES
  ('test-list', 'E1', 1, 'CYCLE CORP', 'primary', 'test-list-2026');
`;

export async function insertProfileFixture(database: Database): Promise<void> {
  await database.runScript(SCRIPT);
}
