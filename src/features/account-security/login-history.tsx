import { Select } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { describeDevice, groupByDay, isFutureMonth, yearOptions, type Login } from "./login-history.ts";
import { RemoteView } from "./remote-view.tsx";
import { useDashboard } from "../account-center/index.ts";
import { useLoginHistory } from "./queries.ts";

export type LoginHistoryProps = { year: number; month: number; onSelect: (year: number, month: number) => void };

/** The year the account was made (the first year offered), from the shared dashboard query. */
function useMemberSince(): string | null {
  return useDashboard().data?.memberSince ?? null;
}

/** The sign-ins per month of a year, and those of the chosen month (time, address, device). */
export function LoginHistoryView({ year, month, onSelect }: LoginHistoryProps) {
  const { t, i18n } = useLingui();
  const now = new Date();
  const years = yearOptions(useMemberSince(), now);
  const history = useLoginHistory(year, month);
  const monthName = (value: number, width: "short" | "long") =>
    new Intl.DateTimeFormat(i18n.locale, { month: width, timeZone: "UTC" }).format(Date.UTC(year, value - 1, 1));

  return (
    <div className="flex flex-col gap-5">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Trans comment="Login history: label of the year selector">Year</Trans>
        <Select
          value={year}
          onChange={(event) => onSelect(Number(event.target.value), 1)}
          className="rounded-md border-0 py-1.5 pr-8 pl-3 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
        >
          {(years.includes(year) ? years : [year, ...years]).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </label>
      <RemoteView query={history}>
        {(data) => (
          <>
            <div role="group" aria-label={t`Months`} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {data.months.map(({ month: value, count }) => (
                // The month's name and its number of sign-ins, as the button's name ("Nov 2").
                <button
                  key={value}
                  type="button"
                  aria-pressed={value === month}
                  disabled={isFutureMonth(year, value, now)}
                  onClick={() => onSelect(year, value)}
                  className={cn(
                    "flex flex-col items-center rounded-md px-2 py-2 text-sm ring-1 ring-inset transition-colors",
                    value === month
                      ? "bg-brand-700 text-white ring-brand-700"
                      : "bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 disabled:opacity-40 disabled:hover:bg-white",
                  )}
                >
                  <span className="font-medium">{monthName(value, "short")}</span>
                  <span
                    data-testid="month-count"
                    className={cn("text-xs tabular-nums", value === month ? "text-brand-100" : "text-slate-500")}
                  >
                    {count}
                  </span>
                </button>
              ))}
            </div>
            <LoginList logins={data.logins} monthLabel={`${monthName(month, "long")} ${year}`} />
          </>
        )}
      </RemoteView>
    </div>
  );
}

function LoginList({ logins, monthLabel }: { logins: Login[]; monthLabel: string }) {
  const { i18n } = useLingui();
  if (logins.length === 0) {
    return (
      <p className="rounded-md bg-slate-50 px-4 py-6 text-center text-sm text-slate-500">
        <Trans>No sign-ins in this month.</Trans>
      </p>
    );
  }
  const dayFormat = new Intl.DateTimeFormat(i18n.locale, { weekday: "long", day: "numeric", month: "long" });
  const timeFormat = new Intl.DateTimeFormat(i18n.locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
  return (
    <section aria-label={monthLabel} className="flex flex-col gap-4">
      {groupByDay(logins).map((group) => (
        <div key={group.day}>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {dayFormat.format(new Date(`${group.day}T12:00:00`))}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
            {group.logins.map((login) => (
              <li
                key={login.loginTime}
                className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-0.5 px-3 py-2 text-sm sm:grid-cols-[6rem_10rem_1fr]"
              >
                <time dateTime={login.loginTime} className="font-medium text-slate-900 tabular-nums">
                  {timeFormat.format(new Date(login.loginTime))}
                </time>
                <span className="break-all text-slate-600 tabular-nums">{login.ip ?? "–"}</span>
                <DeviceLabel login={login} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function DeviceLabel({ login }: { login: Login }) {
  const { t } = useLingui();
  const { browser, os, isMobile } = describeDevice(login.device, login.usaged);
  const kind = isMobile
    ? t({ message: "Mobile", comment: "Login history: the sign-in came from a phone" })
    : t({ message: "Desktop", comment: "Login history: the sign-in came from a computer" });
  // Browser and system names are not translated; only the fallback and the kind of device are.
  const parts = browser || os ? [browser, os].filter(Boolean) : [t`Unknown browser`];
  return (
    <span className="col-span-2 text-slate-600 sm:col-span-1" title={login.device ?? undefined}>
      {[...parts, kind].join(" · ")}
    </span>
  );
}
