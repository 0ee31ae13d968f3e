import { createElement, type SVGProps } from "react";

/** Outline icons the profile needs beyond the shared set (24 px grid, current colour, decorative). */
function icon(paths: string[]) {
  return function Icon({ className = "size-4", ...props }: SVGProps<SVGSVGElement>) {
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

export const DatabaseIcon = icon([
  "M4.5 6c0-1.4 3.4-2.5 7.5-2.5s7.5 1.1 7.5 2.5-3.4 2.5-7.5 2.5S4.5 7.4 4.5 6z",
  "M4.5 6v12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5V6",
  "M4.5 12c0 1.4 3.4 2.5 7.5 2.5s7.5-1.1 7.5-2.5",
]);
export const PinIcon = icon([
  "M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z",
  "M12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
]);
export const UsersIcon = icon([
  "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
  "M2.5 20c.5-3.4 3.2-5.5 6.5-5.5s6 2.1 6.5 5.5",
  "M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.8c1.9.8 3.2 2.6 3.5 5.2",
]);
export const MailIcon = icon(["M3.5 6h17v12h-17z", "M3.5 6.5 12 13l8.5-6.5"]);
export const PhoneIcon = icon([
  "M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16.5 16.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z",
]);
export const LinkIcon = icon([
  "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1",
  "M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
]);
export const TreeIcon = icon(["M12 4v5M12 9H6v4M12 9h6v4", "M4 13h4v4H4zM16 13h4v4h-4zM10 2.5h4v3h-4z"]);
export const BoxIcon = icon(["M12 3 20 7.5v9L12 21l-8-4.5v-9z", "M4 7.5 12 12l8-4.5M12 12v9"]);
export const VerifiedIcon = icon([
  "M12 3l2.3 1.7 2.8-.2.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.2L12 21l-2.3-1.7-2.8.2-.9-2.7-2.3-1.6.9-2.7-.9-2.7 2.3-1.6.9-2.7 2.8.2z",
  "M9 12l2 2 4-4",
]);
