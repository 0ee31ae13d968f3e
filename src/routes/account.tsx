import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AccountLayout } from "../features/account-center/index.ts";
import { MainLayout } from "./-shell/main-layout.tsx";

/** /account: the main layout with the account side menu beside the account pages. */
export const Route = createFileRoute("/account")({ component: Account });

function Account() {
  return (
    <MainLayout>
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    </MainLayout>
  );
}
