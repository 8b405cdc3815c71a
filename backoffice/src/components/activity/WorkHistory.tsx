import { useGetActivityQuery } from '@ckb/api-client/admin';
import { ErrorMessage, LoadingMessage } from '@ckb/design-system';
import { Pagination } from '@ckb/design-system/details';
import { useState } from 'react';
import { strings } from '../../strings.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { activityStrings as a } from './strings.ts';

const PAGE_SIZE = 10;

/**
 * A work's «مێژوو» tab: its own history (itself and everything under it: seasons, episodes, servers,
 * chapters, pages, pictures), newest first. Read afresh each time the tab opens.
 */
export function WorkHistory({ workId }: { workId: string }) {
  const [page, setPage] = useState(1);
  const query = useGetActivityQuery({ work: workId, page, limit: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const data = query.data;
  if (query.isLoading) return <LoadingMessage label={strings.loading} />;
  if (query.isError && !data)
    return <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />;
  return (
    <>
      <ActivityTable
        items={data?.results ?? []}
        caption={a.workCaption}
        empty={a.empty}
        busy={query.isFetching}
        showWork={false}
      />
      {data && data.totalPages > 1 && (
        <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} label={a.pages} />
      )}
    </>
  );
}
