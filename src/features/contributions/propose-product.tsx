import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../components/ui/text-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { proposeProduct } from "./contributions-api.ts";

const EMPTY = { name: "", description: "", hsCode: "" };

/** The profile's "Propose a product" form (addProducts, with an image through avatarProduct); signed in only. */
export function ProposeProduct({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  const [fields, setFields] = useState(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [status, setStatus] = useState<{ kind: "done" | "error"; text: string } | null>(null);
  const [isSending, setSending] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const hsCode = fields.hsCode.trim() || undefined;
      const text = await proposeProduct({ id: companyId, ...fields, hsCode }, image);
      setStatus({ kind: "done", text });
      setFields(EMPTY);
      setImage(null);
    } catch (error) {
      setStatus({
        kind: "error",
        text: error instanceof ApiError ? error.message : t`The proposal could not be sent.`,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section
      aria-labelledby="propose-product-title"
      data-testid="propose-product"
      className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="propose-product-title" className="text-base font-semibold text-slate-900">
        <Trans>Propose a product</Trans>
      </h2>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>Know a product this company sells? Our team checks every proposal before it is shown.</Trans>
      </p>
      {isSignedIn ? (
        <form onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField label={t`Product name`} value={fields.name} onChange={set("name")} required maxLength={200} />
          <TextField
            label={t`HS code (optional)`}
            value={fields.hsCode}
            onChange={set("hsCode")}
            inputMode="numeric"
            pattern="[0-9]{2,10}"
            maxLength={10}
          />
          <TextField
            label={t`Description (optional)`}
            value={fields.description}
            onChange={set("description")}
            maxLength={2000}
            className="sm:col-span-2"
          />
          <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700 sm:col-span-2">
            <Trans>Image (optional: PNG, JPEG, GIF or WebP, at most 2 MB)</Trans>
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(event) => setImage(event.target.files?.[0] ?? null)}
              className="text-sm font-normal text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-slate-800"
            />
          </label>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={isSending || fields.name.trim() === ""}>
              <Trans>Send the proposal</Trans>
            </Button>
            {status ? (
              <p role="status" className={status.kind === "done" ? "text-sm text-emerald-700" : "text-sm text-red-600"}>
                {status.text}
              </p>
            ) : null}
          </div>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Sign in to propose a product.</Trans>
        </p>
      )}
    </section>
  );
}
