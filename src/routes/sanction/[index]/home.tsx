import { createFileRoute } from "@tanstack/react-router";
import { HomeSection } from "../../-sanction/sections.tsx";

export const Route = createFileRoute("/sanction/index/home")({ component: HomeSection });
