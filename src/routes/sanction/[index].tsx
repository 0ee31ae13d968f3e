import { createFileRoute, Outlet } from "@tanstack/react-router";
import { MainLayout } from "../-shell/main-layout.tsx";

/** /sanction/index: the sanction theme inside the main layout; its sections are child routes. */
export const Route = createFileRoute("/sanction/index")({ component: Sanction });

function Sanction() {
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}
