import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { useThirdLoginConfig } from "./queries.ts";
import { AppleLogo, GoogleLogo } from "./provider-logos.tsx";
import { authorizationUrl, randomToken, savePending, type Provider, type ProviderButton } from "./third-party.ts";

/** Leaves for the provider's sign-in page; this tab remembers the state and nonce it sent. */
function start(provider: Provider, button: ProviderButton) {
  const pending = { provider, clientId: button.clientId, state: randomToken(), nonce: randomToken(), at: Date.now() };
  savePending(sessionStorage, pending);
  location.assign(authorizationUrl(button, pending, location.origin));
}

/** "Continue with Google / Apple" under the sign-in form, for the providers the server is configured for. */
export function ThirdPartyButtons() {
  const { google, apple } = useThirdLoginConfig().data ?? { google: null, apple: null };
  if (!google && !apple) return null;
  return (
    <div className="mt-5 flex flex-col gap-2.5">
      <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        <Trans comment="Between the password sign-in and the Google / Apple buttons">or</Trans>
      </p>
      {google ? (
        <Button variant="secondary" className="w-full py-2.5" onClick={() => start("google", google)}>
          <GoogleLogo />
          <Trans>Continue with Google</Trans>
        </Button>
      ) : null}
      {apple ? (
        <Button variant="secondary" className="w-full py-2.5" onClick={() => start("apple", apple)}>
          <AppleLogo />
          <Trans>Continue with Apple</Trans>
        </Button>
      ) : null}
    </div>
  );
}
