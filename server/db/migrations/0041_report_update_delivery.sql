-- Report-update delivery (issue 15; docs/decisions/0048-report-update-delivery.md): what the refresh
-- found when the background job delivered the order, the company's data-quality index before and after.
ALTER TABLE report_update_orders
  ADD COLUMN quality_before smallint CHECK (quality_before BETWEEN 1 AND 100),
  ADD COLUMN quality_after smallint CHECK (quality_after BETWEEN 1 AND 100);
