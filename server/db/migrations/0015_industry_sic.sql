-- SEC's SIC code list (the titles of the SIC codes EDGAR filings carry) joins the industry code
-- lists, so that a company whose filing gave a SIC code but no title still shows its title.
ALTER TABLE industry_codes DROP CONSTRAINT industry_codes_scheme_check;
ALTER TABLE industry_codes ADD CONSTRAINT industry_codes_scheme_check
  CHECK (scheme IN ('isic4', 'nace2', 'naics2017', 'sic'));
