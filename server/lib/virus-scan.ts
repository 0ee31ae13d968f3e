/**
 * The virus-scan hook of the upload service (docs/decisions/0032-files-and-help.md): every upload's
 * bytes pass through `scan` after the type and size checks and before anything is stored. A scanner
 * that finds something answers `{ clean: false, threat }`; the upload is refused (422) and nothing
 * is written. The default scanner accepts everything: the service only takes images and PDFs, checked
 * by their bytes, but an operator who wants a real scan (ClamAV's clamd over its socket, a cloud
 * scanning API) passes their own implementation in the app context (`virusScanner`).
 */
export type ScanResult = { clean: true } | { clean: false; threat: string };

export type VirusScanner = {
  /** Shown in the log beside a refusal. */
  readonly name: string;
  scan(bytes: Uint8Array, file: { name: string; contentType: string }): Promise<ScanResult>;
};

/** The default: no scanner installed, every file is clean. */
export const noVirusScan: VirusScanner = { name: "none", scan: async () => ({ clean: true }) };
