import { createFileRoute } from "@tanstack/react-router";
import { ThirdPartyCallback } from "../features/accounts/third-party-callback.tsx";

/** Google and Apple return here after sign-in (docs/decisions/0011-third-party-sign-in.md). */
export const Route = createFileRoute("/signin-callback")({ component: ThirdPartyCallback });
