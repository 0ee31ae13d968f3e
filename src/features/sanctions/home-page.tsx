import { Trans, useLingui } from "@lingui/react/macro";
import { Panel, QueryView } from "../trade-product/index.ts";
import { useSourceLists } from "./queries.ts";
import { SourceListsTable } from "./source-lists.tsx";
import { EntrySearchBox } from "./entry-search-box.tsx";

/** The sanction theme's home: search the listed companies and persons, and the lists with their versions. */
export function SanctionHome({ onSearch }: { onSearch: (type: "entity" | "individual", keyword: string) => void }) {
  const { t } = useLingui();
  const lists = useSourceLists();
  return (
    <div className="flex flex-col gap-4">
      <Panel title={<Trans>Search the lists</Trans>} testId="sanction-home-search">
        <div className="grid gap-4 md:grid-cols-2">
          <EntrySearchBox
            label={t`Listed companies and organisations`}
            keyword=""
            onSearch={(keyword) => onSearch("entity", keyword)}
          />
          <EntrySearchBox
            label={t`Listed persons`}
            keyword=""
            onSearch={(keyword) => onSearch("individual", keyword)}
          />
        </div>
      </Panel>
      <Panel title={<Trans>Lists and versions</Trans>}>
        <QueryView query={lists} notFound={null}>
          {(data) => <SourceListsTable lists={data.lists} />}
        </QueryView>
      </Panel>
    </div>
  );
}
