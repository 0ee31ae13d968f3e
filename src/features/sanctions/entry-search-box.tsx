import { useId, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";

/** A labelled name search; submits the trimmed text (empty shows every entry). */
export function EntrySearchBox({
  label,
  keyword,
  onSearch,
}: {
  label: string;
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(keyword);
  return (
    <form
      role="search"
      aria-label={label}
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 rounded-md border-0 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </div>
    </form>
  );
}
