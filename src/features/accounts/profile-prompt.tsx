import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PROFILE_PROMPT_MS } from "../../../contract/constants.ts";
import { emitAppEvent, onAppEvent } from "../../lib/app-events.ts";
import { useToken } from "../../lib/use-session.ts";
import { fetchUserSimpleInfo } from "./queries.ts";
import { LazyWhen } from "../../lib/lazy-component.tsx";
import { shouldPromptProfile } from "./profile-form.ts";

const completedFlag = () => localStorage.getItem("renzheng");
// The dialog's form (and the country list it offers) loads when it first opens.
const loadProfileDialog = () => import("./profile-dialog.tsx").then((module) => module.ProfileDialog);

/**
 * The profile prompt (spec section 4): while a token exists a 1-hour timer runs; at its end the
 * Complete your Profile dialog opens unless certification is 1 or the completed flag is stored.
 * Dismissing it emits `profile-timer:start`, which starts the next hour.
 */
export function ProfilePrompt() {
  const token = useToken();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => onAppEvent("profile-timer:start", () => setRound((value) => value + 1)), []);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      if (completedFlag()) return;
      fetchUserSimpleInfo(queryClient, true).then(
        (info) => {
          if (!cancelled && shouldPromptProfile(info.certification, completedFlag())) setOpen(true);
        },
        () => {
          if (!cancelled) setRound((value) => value + 1);
        },
      );
    }, PROFILE_PROMPT_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, round, queryClient]);

  const isOpen = open && token !== null;
  return (
    <LazyWhen
      when={isOpen}
      load={loadProfileDialog}
      props={{
        open: isOpen,
        onDismiss: () => {
          setOpen(false);
          emitAppEvent({ type: "profile-timer:start" });
        },
        onSaved: () => {
          localStorage.setItem("renzheng", "1");
          setOpen(false);
        },
      }}
    />
  );
}
