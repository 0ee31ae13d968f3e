import { cn } from "../../lib/cn.ts";

/**
 * Classes that turn an anchored popover or menu panel into a sheet along the bottom edge on phones
 * (below the `sm` breakpoint), within reach of the thumb; from `sm` up the panel stays anchored.
 * `!` outweighs the position the anchoring writes into the panel's style.
 */
export const PHONE_SHEET = cn(
  "max-sm:fixed! max-sm:inset-x-0! max-sm:top-auto! max-sm:bottom-0! max-sm:left-0! max-sm:m-0! max-sm:w-auto! max-sm:max-w-none!",
  "max-sm:max-h-[75vh]! max-sm:overflow-y-auto max-sm:rounded-t-xl max-sm:rounded-b-none",
  "max-sm:pb-[max(0.5rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-8px_30px_rgb(0_0_0/0.25)]",
);
