import { useEffect, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import { onAppEvent } from "../../lib/app-events.ts";
import { Modal } from "../../components/ui/modal.tsx";
import { CreateAccountForm } from "./create-account-form.tsx";
import { LOGIN_TABS, type LoginTab } from "./login-tabs.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { ForgotPasswordDialog } from "./forgot-password-dialog.tsx";
import { ThirdPartyButtons } from "./third-party-buttons.tsx";
import { useAfterSignIn } from "./use-after-sign-in.ts";

const tabClass = cn(
  "flex-1 border-b-2 border-transparent px-1 pb-3 text-sm font-semibold text-slate-500 hover:text-slate-800 focus:outline-none data-focus:text-brand-700 data-selected:border-brand-700 data-selected:text-brand-700",
);

/**
 * The login dialog with its two tabs, opened by the `login:open` event (account icons, a signed-out
 * press in the main layout, the 401 flow). Closing it resets the forms and returns to the login tab.
 */
export function LoginDialog() {
  const afterSignIn = useAfterSignIn();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<LoginTab>("login");
  const [email, setEmail] = useState("");
  // Registrations in this dialog: each one shows the sign-in form anew (empty password, the confirmation).
  const [registrations, setRegistrations] = useState(0);
  // A new key remounts the forms: the spec resets them each time the dialog closes.
  const [generation, setGeneration] = useState(0);
  // The Forgot Password dialog replaces the login dialog while it is open.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

  useEffect(
    () =>
      onAppEvent("login:open", (event) => {
        setTab(event.tab ?? "login");
        setOpen(true);
      }),
    [],
  );

  const close = () => {
    setOpen(false);
    setForgotEmail(null);
    setTab("login");
    setEmail("");
    setRegistrations(0);
    setGeneration((value) => value + 1);
  };

  const onSignedIn = (accountType: number) => {
    close();
    afterSignIn(accountType);
  };

  const openForgot = (typed: string) => {
    setForgotEmail(typed);
    setOpen(false);
  };

  const backToLogin = (account: string) => {
    setForgotEmail(null);
    setTab("login");
    setEmail(account);
    setRegistrations(0);
    setGeneration((value) => value + 1);
    setOpen(true);
  };

  return (
    <>
      <ForgotPasswordDialog
        open={forgotEmail !== null}
        initialEmail={forgotEmail ?? ""}
        onClose={close}
        onReset={backToLogin}
      />
      <Modal open={open} onClose={close} title={<Trans>Welcome to CSI</Trans>} size="md">
        <p className="px-6 pt-1 text-sm text-slate-500">
          <Trans>Sign in to search, view reports and manage your credits.</Trans>
        </p>
        <TabGroup
          key={generation}
          selectedIndex={LOGIN_TABS.indexOf(tab)}
          onChange={(index) => setTab(LOGIN_TABS[index] ?? "login")}
          className="flex min-h-0 flex-col"
        >
          <TabList className="mx-6 mt-4 flex gap-6 border-b border-slate-200">
            <Tab className={tabClass}>
              <Trans comment="Login dialog tab">Sign in</Trans>
            </Tab>
            <Tab className={tabClass}>
              <Trans>Create an Account</Trans>
            </Tab>
          </TabList>
          <TabPanels className="overflow-y-auto px-6 pt-5 pb-6">
            <TabPanel unmount={false} className="focus:outline-none">
              <SignInForm
                key={`${email}:${registrations}`}
                initialEmail={email}
                onSignedIn={onSignedIn}
                onForgot={openForgot}
                isRegistered={registrations > 0}
              />
              <ThirdPartyButtons />
            </TabPanel>
            <TabPanel className="focus:outline-none">
              <CreateAccountForm
                onRegistered={(registered) => {
                  setEmail(registered);
                  setRegistrations((value) => value + 1);
                  setTab("login");
                }}
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </Modal>
    </>
  );
}
