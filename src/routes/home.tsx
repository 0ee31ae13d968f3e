import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export const Route = createFileRoute("/home")({ component: Home });

function Home() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">
        <Trans>Search Companies</Trans>
      </h1>
    </main>
  );
}
