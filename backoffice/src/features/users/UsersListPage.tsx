import { can, useGetUsersQuery, type User } from '@ckb/api-client';
import { Dialog, DataTable, type DataTableColumn } from '@ckb/design-system/admin';
import { RoleBadges, Pagination } from '@ckb/design-system/details';
import { Button, ErrorMessage, Link, LoadingMessage, useNavigate, useSearchParams } from '@ckb/design-system';
import { useState } from 'react';
import { accountStrings as t } from '../../accountStrings.ts';
import { AdminPage } from '../../components/AdminPage.tsx';
import { useMe } from '../../lib/useMe.ts';
import { strings } from '../../strings.ts';
import { UserForm } from './UserForm.tsx';
import styles from './UsersListPage.module.css';

/** SPEC §9: admin lists (users too) show 12 per page. */
export const PAGE_SIZE = 12;

/**
 * /admin/users (SPEC §2): 12 per page, each account linking to /admin/users/{id}; the add-user button
 * only for dev, owner, supervisor or admin (SPEC §6), opening the add-user form in a modal.
 */
export default function UsersListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { me } = useMe();
  const query = useGetUsersQuery({ page, limit: PAGE_SIZE });
  const [adding, setAdding] = useState(false);
  const data = query.data;

  const columns: DataTableColumn<User>[] = [
    {
      id: 'avatar',
      header: t.users.avatar,
      media: true,
      cell: (u) => <img className={styles.avatar} src={u.avatar.low} alt="" width={40} height={40} />,
    },
    {
      id: 'name',
      header: t.users.name,
      primary: true,
      cell: (u) => (
        <span className={styles.name}>
          <Link to={`/admin/users/${u._id}`}>
            <bdi>{u.name}</bdi>
          </Link>
          <span className={styles.username} dir="ltr">
            @{u.username}
          </span>
        </span>
      ),
    },
    {
      id: 'roles',
      header: t.users.roles,
      cell: (u) => <RoleBadges flags={u} label={t.users.roles} />,
    },
  ];

  return (
    <AdminPage
      title={t.users.title}
      subtitle={data ? t.users.total(data.totalItems) : undefined}
      actions={
        can(me, 'users.create') ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t.users.add}
          </Button>
        ) : undefined
      }
    >
      {query.isLoading ? (
        <LoadingMessage label={strings.loading} />
      ) : query.isError && !data ? (
        <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
      ) : (
        <>
          <DataTable
            caption={t.users.title}
            columns={columns}
            rows={data?.results ?? []}
            rowKey={(u) => u._id}
            busy={query.isFetching}
            empty={t.users.empty}
          />
          {data && data.totalPages > 1 && (
            <Pagination
              page={page}
              totalPages={data.totalPages}
              hrefFor={(p) => (p > 1 ? `/admin/users?page=${p}` : '/admin/users')}
              label={t.users.pages}
            />
          )}
        </>
      )}
      {me && (
        <Dialog open={adding} title={t.users.addTitle} onClose={() => setAdding(false)}>
          <UserForm
            me={me}
            onDone={(user) => {
              setAdding(false);
              navigate(`/admin/users/${user._id}`);
            }}
          />
        </Dialog>
      )}
    </AdminPage>
  );
}
