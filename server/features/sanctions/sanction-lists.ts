/** The lists this product reads, with where an operator downloads each (documented, never fetched). */
export const SANCTION_LISTS = {
  "ofac-sdn": {
    name: "OFAC Specially Designated Nationals and Blocked Persons List (SDN)",
    authority: "U.S. Department of the Treasury, Office of Foreign Assets Control",
    format: "ofac-csv",
    download: "https://www.treasury.gov/ofac/downloads/sdn.csv (+ add.csv, alt.csv, sdn_comments.csv)",
  },
  "ofac-cons": {
    name: "OFAC Consolidated Sanctions List (non-SDN)",
    authority: "U.S. Department of the Treasury, Office of Foreign Assets Control",
    format: "ofac-csv",
    download:
      "https://www.treasury.gov/ofac/downloads/consolidated/cons_prim.csv (+ cons_add.csv, cons_alt.csv, cons_comments.csv)",
  },
  "bis-dpl": {
    name: "BIS Denied Persons List",
    authority: "U.S. Department of Commerce, Bureau of Industry and Security",
    format: "bis-dpl-txt",
    download: "https://www.bis.doc.gov/dpl/dpl.txt",
  },
  "un-sc": {
    name: "United Nations Security Council Consolidated List",
    authority: "United Nations Security Council",
    format: "un-xml",
    download: "https://scsanctions.un.org/resources/xml/en/consolidated.xml",
  },
  "eu-fsf": {
    name: "EU Consolidated Financial Sanctions List",
    authority: "European Commission (FISMA)",
    format: "eu-fsf-csv",
    download:
      "https://webgate.ec.europa.eu/fsd/fsf/public/files/csvFullSanctionsList/content?token=<your token> (CSV 1.0)",
  },
  "uk-ofsi": {
    name: "UK Consolidated List of Financial Sanctions Targets (OFSI)",
    authority: "HM Treasury, Office of Financial Sanctions Implementation",
    format: "uk-ofsi-csv",
    download: "https://ofsistorage.blob.core.windows.net/publishlive/ConList.csv (legacy CSV layout)",
  },
} as const;

export type SanctionListId = keyof typeof SANCTION_LISTS;
