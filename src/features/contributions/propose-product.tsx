import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { TextField } from "../../components/ui/text-field.tsx";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { proposeProduct } from "./contributions-api.ts";
import { ProposalSection, SendRow, useProposalSender } from "./proposal-shell.tsx";

const EMPTY = { name: "", description: "", hsCode: "" };

/** The profile's "Propose a product" form (addProducts, with an image through avatarProduct); signed in only. */
export function ProposeProduct({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  const [fields, setFields] = useState(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [isSending, setSending] = useState(false);
  const { status, send } = useProposalSender();
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((old) => ({ ...old, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    const hsCode = fields.hsCode.trim() || undefined;
    if (await send(() => proposeProduct({ id: companyId, ...fields, hsCode }, image))) {
      setFields(EMPTY);
      setImage(null);
    }
    setSending(false);
  }

  return (
    <ProposalSection
      testId="propose-product"
      title={<Trans>Propose a product</Trans>}
      intro={<Trans>Know a product this company sells? Our team checks every proposal before it is shown.</Trans>}
    >
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
          <SendRow isDisabled={isSending || fields.name.trim() === ""} status={status} />
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Sign in to propose a product.</Trans>
        </p>
      )}
    </ProposalSection>
  );
}
