import { createElement, type SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** Outline icons of folders and tags, on the same 24 px grid as the app's icons. Decorative. */
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

export const FolderIcon = makeIcon([
  "M3.5 6.5a1.5 1.5 0 0 1 1.5-1.5h4.2l2 2.2H19a1.5 1.5 0 0 1 1.5 1.5v8.8A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5z",
]);
export const FolderPlusIcon = makeIcon([
  "M3.5 6.5a1.5 1.5 0 0 1 1.5-1.5h4.2l2 2.2H19a1.5 1.5 0 0 1 1.5 1.5v8.8A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5z",
  "M12 10.5v5M9.5 13h5",
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
export const CheckMarkIcon = makeIcon(["M5 12.5l4.5 4.5L19 7.5"]);
