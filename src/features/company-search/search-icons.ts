import { createElement, type SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** The result list's own outline icons (24 px grid, current colour, hidden from assistive technology). */
function makeIcon(paths: string[]) {
  return function Icon({ className = "size-4", ...props }: IconProps) {
    return createElement(
      "svg",
      {
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 1.75,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": true,
        focusable: false,
        className,
        ...props,
      },
      paths.map((d) => createElement("path", { key: d, d })),
    );
  };
}

export const FilterIcon = makeIcon(["M4 5.5h16l-6.2 7.4v5.6l-3.6 1.9v-7.5z"]);
export const SortIcon = makeIcon(["M7.5 4.5v15", "M4 16l3.5 3.5L11 16", "M16.5 19.5v-15", "M13 8l3.5-3.5L20 8"]);
export const ArrowUpIcon = makeIcon(["M12 19V5", "M6.5 10.5L12 5l5.5 5.5"]);
export const ArrowDownIcon = makeIcon(["M12 5v14", "M6.5 13.5L12 19l5.5-5.5"]);
export const ColumnsIcon = makeIcon(["M4 5h16v14H4z", "M9.3 5v14M14.7 5v14"]);
export const CompareIcon = makeIcon(["M4 6.5h7v13H4z", "M13 4.5h7v13h-7z", "M7.5 10h0M16.5 8h0"]);
export const DownloadIcon = makeIcon(["M12 4v11", "M7.5 10.5L12 15l4.5-4.5", "M4.5 19.5h15"]);
export const ExportIcon = makeIcon(["M6 3.5h8l4 4V20.5H6z", "M14 3.5v4h4", "M9 12.5h6M9 16h6M9 9h2"]);
export const ShareIcon = makeIcon([
  "M17.5 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  "M6.5 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  "M17.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  "M8.7 10.8l6.6-3.6M8.7 13.2l6.6 3.6",
]);
export const FlagIcon = makeIcon(["M5.5 21V4.5", "M5.5 4.5h11l-2 4 2 4h-11"]);
export const ChevronLeftIcon = makeIcon(["M15 6l-6 6 6 6"]);
export const ChevronRightIcon = makeIcon(["M9 6l6 6-6 6"]);
export const ChevronDownIcon = makeIcon(["M6 9l6 6 6-6"]);
export const CheckIcon = makeIcon(["M5 12.5l4.5 4.5L19 7.5"]);
export const CloseIcon = makeIcon(["M6 6l12 12", "M18 6L6 18"]);
export const SearchIcon = makeIcon(["M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z", "M20 20l-4.9-4.9"]);
export const BuildingIcon = makeIcon([
  "M4.5 20.5V5.2l7.5-1.7v17",
  "M12 8.5h7.5v12",
  "M2.5 20.5h19",
  "M7.5 8.5h1.5M7.5 12h1.5M7.5 15.5h1.5M15 12h1.5M15 15.5h1.5",
]);
export const SparkIcon = makeIcon([
  "M12 3.5v4M12 16.5v4M3.5 12h4M16.5 12h4",
  "M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6",
]);
export const GlobeIcon = makeIcon([
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  "M3.5 9h17M3.5 15h17",
  "M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3z",
]);
export const WarningIcon = makeIcon(["M12 3.8l9 15.7H3z", "M12 10v4.2", "M12 17h.01"]);
