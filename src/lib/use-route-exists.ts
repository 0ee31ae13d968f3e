import { useRouter } from "@tanstack/react-router";

/** The pathname of an href, without query and trailing slash ("/" stays "/"). */
export function routePathOf(href: string): string {
  const pathname = href.split(/[?#]/)[0] ?? "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * Whether the app has a page at an href. Links to pages that later issues add are shown disabled
 * until the page exists, and enable themselves when its route file lands. Case-insensitive, as the
 * router matches paths: the spec's lowercase aliases (/account/contactInformation) reach the same page.
 */
export function useRouteExists(): (href: string) => boolean {
  const router = useRouter();
  const paths = new Set(Object.keys(router.routesByPath).map((path) => path.toLowerCase()));
  return (href) => paths.has(routePathOf(href).toLowerCase());
}
