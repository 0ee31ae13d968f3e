import { createElement, type SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** Outline icons on a 24 px grid, drawn with the current text colour. Decorative: hidden from AT. */
function makeIcon(paths: string[]) {
  return function Icon({ className = "size-5", ...props }: IconProps) {
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

export const AppsIcon = makeIcon(["M4.5 4.5h5v5h-5z", "M14.5 4.5h5v5h-5z", "M4.5 14.5h5v5h-5z", "M14.5 14.5h5v5h-5z"]);
export const SearchIcon = makeIcon(["M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z", "M20 20l-4.9-4.9"]);
export const GlobeIcon = makeIcon([
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  "M3.5 9h17M3.5 15h17",
  "M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3z",
]);
export const HelpIcon = makeIcon([
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  "M9.6 9.2a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .9-1 1.6v.4",
  "M12 16.8h.01",
]);
export const BellIcon = makeIcon([
  "M6 10a6 6 0 1 1 12 0c0 4.6 1.8 6.2 1.8 6.2H4.2S6 14.6 6 10z",
  "M10 19.5a2 2 0 0 0 4 0",
]);
export const UserIcon = makeIcon([
  "M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
  "M4.5 20.5c.6-3.8 3.7-6.3 7.5-6.3s6.9 2.5 7.5 6.3",
]);
export const SparklesIcon = makeIcon([
  "M11 3.5l1.7 4.6 4.6 1.7-4.6 1.7L11 16.1l-1.7-4.6-4.6-1.7 4.6-1.7z",
  "M18 14.5l.8 2.1 2.2.9-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.9z",
]);
export const ChatIcon = makeIcon(["M4.5 5.5h15v10.5H9.2L4.5 20z", "M8.5 9.5h7M8.5 12.5h4.5"]);
export const WarningIcon = makeIcon(["M12 3.8l9 15.7H3z", "M12 10v4.2", "M12 17h.01"]);
export const CloseIcon = makeIcon(["M6 6l12 12", "M18 6L6 18"]);
export const ChevronDownIcon = makeIcon(["M6 9l6 6 6-6"]);
export const ChevronRightIcon = makeIcon(["M9 6l6 6-6 6"]);
export const BuildingIcon = makeIcon([
  "M4.5 20.5V5.2l7.5-1.7v17",
  "M12 8.5h7.5v12",
  "M2.5 20.5h19",
  "M7.5 8h1.5M7.5 11.5h1.5M7.5 15h1.5M15 12h1.5M15 15.5h1.5",
]);
export const TradeIcon = makeIcon(["M4 8h14", "M14.5 4.5L18 8l-3.5 3.5", "M20 16H6", "M9.5 12.5L6 16l3.5 3.5"]);
export const ShieldIcon = makeIcon([
  "M12 3l7.5 2.8v5.7c0 4.4-3.1 8.1-7.5 9.5-4.4-1.4-7.5-5.1-7.5-9.5V5.8z",
  "M9 12l2 2 4-4",
]);
export const NewsIcon = makeIcon([
  "M4 5h12.5v14H6.2A2.2 2.2 0 0 1 4 16.8z",
  "M16.5 9H20v7.8a2.2 2.2 0 0 1-2.2 2.2",
  "M7 8.5h6.5M7 12h6.5M7 15.5h4",
]);
export const TargetIcon = makeIcon([
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
  "M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z",
  "M12 11.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6z",
]);
export const HomeIcon = makeIcon(["M3.5 11L12 4l8.5 7", "M5.5 9.5v10.5H10v-6h4v6h4.5V9.5"]);
export const ExternalIcon = makeIcon([
  "M14 4h6v6",
  "M20 4l-8.5 8.5",
  "M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
]);
export const OfflineIcon = makeIcon([
  "M2.5 8.8A14.6 14.6 0 0 1 7.6 5.7",
  "M11.5 5a14.6 14.6 0 0 1 10 3.8",
  "M5.5 12.2a10 10 0 0 1 3.6-2.3",
  "M15.2 10.3a10 10 0 0 1 3.3 1.9",
  "M8.8 15.5a4.6 4.6 0 0 1 6.4 0",
  "M12 19h.01",
  "M3 3l18 18",
]);
export const RefreshIcon = makeIcon([
  "M4 4.5v5h5",
  "M20 19.5v-5h-5",
  "M5.2 14.5a7.2 7.2 0 0 0 12.9 1.8",
  "M18.8 9.5A7.2 7.2 0 0 0 5.9 7.7",
]);
export const CheckIcon = makeIcon(["M5 12.5l4.5 4.5L19 7.5"]);
export const EyeIcon = makeIcon([
  "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z",
  "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
]);
export const EyeOffIcon = makeIcon([
  "M2.5 12S6 5.5 12 5.5c1.8 0 3.4.6 4.7 1.4M21.5 12s-3.5 6.5-9.5 6.5c-1.8 0-3.4-.6-4.7-1.4",
  "M4 4l16 16",
]);
export const ChartIcon = makeIcon(["M4 20V11", "M10 20V5", "M16 20v-7", "M2.5 20.5h19"]);
export const DocumentIcon = makeIcon(["M6.5 3.5h7.5l4 4v13H6.5z", "M14 3.5v4h4", "M9 12h6M9 15.5h6"]);
export const LockIcon = makeIcon(["M6 10.5h12v10H6z", "M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3"]);
export const LogoutIcon = makeIcon(["M14 4.5h4.5v15H14", "M9.5 8L5.5 12l4 4", "M5.5 12h10"]);
export const FolderIcon = makeIcon([
  "M3.5 6.5a1.5 1.5 0 0 1 1.5-1.5h4.2l2 2.2H19a1.5 1.5 0 0 1 1.5 1.5v8.8A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5z",
]);
export const BookmarkIcon = makeIcon(["M6.5 4h11v16.5L12 16.8l-5.5 3.7z"]);
export const BookmarkFilledIcon = makeIcon(["M6.5 4h11v16.5L12 16.8l-5.5 3.7z", "M8.5 6.5h7v10l-3.5-2.4-3.5 2.4z"]);
export const TagIcon = makeIcon(["M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3-8.7 8.7z", "M8 8h.01"]);
export const PlusIcon = makeIcon(["M12 5v14M5 12h14"]);
export const PencilIcon = makeIcon([
  "M4 20l1-4.2L15.8 5a2 2 0 0 1 2.8 0l.4.4a2 2 0 0 1 0 2.8L8.2 19z",
  "M13.5 7.3l3.2 3.2",
]);
export const TrashIcon = makeIcon(["M4.5 7h15", "M9.5 7V4.5h5V7", "M6.5 7l1 13h9l1-13", "M10.5 11v5.5M13.5 11v5.5"]);
export const CloudCheckIcon = makeIcon([
  "M7 18.5a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 8.8a4.9 4.9 0 0 1-.5 9.7z",
  "M9.2 13.5l2 2 3.8-3.8",
]);
export const CloudUploadIcon = makeIcon([
  "M7 18.5a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 8.8a4.9 4.9 0 0 1-.5 9.7z",
  "M12 16v-5.5",
  "M9.8 12.6L12 10.4l2.2 2.2",
]);
export const CloudOffIcon = makeIcon([
  "M7 18.5a4.5 4.5 0 0 1-.6-9 6 6 0 0 1 2-3.3",
  "M12 5.2A6 6 0 0 1 18 8.8a4.9 4.9 0 0 1 1.9 8.6",
  "M3.5 3.5l17 17",
]);
export const AlertIcon = makeIcon(["M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17z", "M12 8v4.5", "M12 15.8h.01"]);
export const MinusIcon = makeIcon(["M6 12h12"]);
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
export const SparkIcon = makeIcon([
  "M12 3.5v4M12 16.5v4M3.5 12h4M16.5 12h4",
  "M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6",
]);
export const DatabaseIcon = makeIcon([
  "M4.5 6c0-1.4 3.4-2.5 7.5-2.5s7.5 1.1 7.5 2.5-3.4 2.5-7.5 2.5S4.5 7.4 4.5 6z",
  "M4.5 6v12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5V6",
  "M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5",
]);
export const MailIcon = makeIcon(["M3.5 6h17v12h-17z", "M3.5 6.5 12 13l8.5-6.5"]);
export const PhoneIcon = makeIcon([
  "M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z",
]);
export const LinkIcon = makeIcon([
  "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1",
  "M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
]);
export const BoxIcon = makeIcon(["M12 3 20 7.5v9L12 21l-8-4.5v-9z", "M4 7.5 12 12l8-4.5M12 12v9"]);
export const VerifiedIcon = makeIcon([
  "M12 3l2.3 1.7 2.8-.2.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.2L12 21l-2.3-1.7-2.8.2-.9-2.7-2.3-1.6.9-2.7-.9-2.7 2.3-1.6.9-2.7 2.8.2z",
  "M9 12l2 2 4-4",
]);
