import { can, useGetUsersQuery } from '@ckb/api-client';
import { useGetActivityQuery, type ActivityArgs } from '@ckb/api-client/admin';
import { ACTIVITY_KINDS, type ActivityKind } from '@ckb/contract';
import { Button, ErrorMessage, formatNumber, LoadingMessage, useSearchParams } from '@ckb/design-system';
import { DateField, SelectField } from '@ckb/design-system/admin';
import { Pagination } from '@ckb/design-system/details';
import { AdminPage } from '../../components/AdminPage.tsx';
import { useMe } from '../../lib/useMe.ts';
import { strings } from '../../strings.ts';
import { ActivityTable } from '../../components/activity/ActivityTable.tsx';
import { activityStrings as a } from '../../components/activity/strings.ts';
import styles from './ActivityPage.module.css';

export const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isKind = (value: string | null): value is ActivityKind => ACTIVITY_KINDS.includes(value as ActivityKind);

/**
 * /admin/activity: the history of staff writes, newest first, filtered by person (for those who may read
 * everyone's), kind, work and day, 20 a page. Filters and page live in the URL, so a view can be shared.
 * The work filter is set from an entry ("only this work") and shown as a chip that clears it.
 */
export default function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const { me } = useMe();
  const seesAll = can(me, 'activity.read-all');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const user = params.get('user') ?? '';
  const kind = isKind(params.get('kind')) ? (params.get('kind') as ActivityKind) : '';
  const work = params.get('work') ?? '';
  const workLabel = params.get('wl') ?? '';
  const day = DAY.test(params.get('day') ?? '') ? (params.get('day') as string) : '';

  const args: ActivityArgs = { page, limit: PAGE_SIZE, user, work, day, ...(kind ? { kind } : {}) };
  const query = useGetActivityQuery(args, { refetchOnMountOrArgChange: true });
  const users = useGetUsersQuery({ page: 1, limit: -1 }, { skip: !seesAll });
  const data = query.data;
  const filtered = Boolean(user || kind || work || day);

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: !('page' in change) });
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const search = next.toString();
    return `/admin/activity${search ? `?${search}` : ''}`;
  };

  const people = (users.data?.results ?? [])
    .map((u) => ({ value: u._id, label: `${u.name} (@${u.username})` }))
    .sort((x, y) => x.label.localeCompare(y.label, 'ckb'));
  const kinds = ACTIVITY_KINDS.map((k) => ({ value: k, label: a.kinds[k] }));

  return (
    <AdminPage
      title={a.title}
      subtitle={data ? a.total(formatNumber(data.totalItems)) : seesAll ? a.intro : a.introOwn}
    >
      <form className={styles.filters} role="search" aria-label={a.filters} onSubmit={(e) => e.preventDefault()}>
        {seesAll && (
          <SelectField
            name="user"
            label={a.person}
            placeholder={a.everyone}
            options={people}
            value={user}
            onChange={(e) => update({ user: e.target.value || null })}
          />
        )}
        <SelectField
          name="kind"
          label={a.kind}
          placeholder={a.allKinds}
          options={kinds}
          value={kind}
          onChange={(e) => update({ kind: e.target.value || null })}
        />
        <DateField
          name="day"
          label={a.day}
          hint={a.dayHint}
          value={day}
          onChange={(e) => update({ day: e.target.value || null })}
        />
        {work && (
          <p className={styles.chip}>
            <span>
              {a.work}: <bdi>{workLabel || a.none}</bdi>
            </span>
            <Button size="sm" variant="secondary" onClick={() => update({ work: null, wl: null })}>
              {a.allWorks}
            </Button>
          </p>
        )}
        {filtered && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => update({ user: null, kind: null, work: null, wl: null, day: null })}
          >
            {a.clear}
          </Button>
        )}
      </form>
      {query.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : query.isError && !data ? (
        <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
      ) : (
        <>
          <ActivityTable
            items={data?.results ?? []}
            caption={a.caption}
            empty={filtered ? a.emptyFiltered : a.empty}
            busy={query.isFetching}
            onWork={(item) => update({ work: item.work, wl: item.work_title ?? item.label })}
          />
          {data && data.totalPages > 1 && (
            <Pagination page={page} totalPages={data.totalPages} hrefFor={hrefFor} label={a.pages} />
          )}
        </>
      )}
    </AdminPage>
  );
}
