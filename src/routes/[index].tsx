import { createFileRoute } from "@tanstack/react-router";
import { MainLayout } from "./-shell/main-layout.tsx";

/** The main layout at /index ("[index]" escapes the file router's index token). */
export const Route = createFileRoute("/index")({ component: MainLayout });
