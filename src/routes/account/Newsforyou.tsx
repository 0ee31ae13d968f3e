import { createFileRoute } from "@tanstack/react-router";
import { NewsForYouPage } from "../../features/notifications/notification-pages.tsx";

/** News for you (spec: /account/Newsforyou). */
export const Route = createFileRoute("/account/Newsforyou")({ component: NewsForYouPage });
