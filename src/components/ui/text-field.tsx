import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { Description, Field, Input, Label } from "@headlessui/react";
import { useLingui } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { EyeIcon, EyeOffIcon } from "./icons.ts";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Something at the right end of the input (a button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error message (announced, and tied to the input by aria-describedby). */
export function TextField({ label, value, onChange, error, trailing, className, type, ...props }: TextFieldProps) {
  const { t } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  return (
    <Field className={cn("flex flex-col gap-1.5", className)}>
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <div className="relative flex">
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          invalid={Boolean(error)}
          type={isPassword && revealed ? "text" : type}
          className={cn(
            "w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset",
            "placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none data-invalid:ring-red-400",
            isPassword && "pr-11",
            Boolean(trailing) && "pr-28",
          )}
          {...props}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? t`Hide password` : t`Show password`}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-400 hover:text-slate-700"
          >
            {revealed ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
          </button>
        ) : (
          trailing
        )}
      </div>
      {error ? (
        <Description as="p" role="alert" className="text-xs text-red-600">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
