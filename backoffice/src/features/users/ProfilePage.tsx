import {
  api,
  can,
  errorStatus,
  useAppDispatch,
  useGetUserQuery,
  useLogoutEverywhereMutation,
  type CreditedWork,
  type User,
} from '@ckb/api-client';
import {
  mayActOn,
  planToast,
  useDeleteUserImageMutation,
  useDeleteUserMutation,
  type AccountImage,
} from '@ckb/api-client/admin';
import {
  Button,
  EmptyState,
  ErrorMessage,
  Image,
  LoadingMessage,
  WorkCard,
  useNavigate,
  useParams,
} from '@ckb/design-system';
import { Dialog } from '@ckb/design-system/admin';
import { RoleBadges, Tabs } from '@ckb/design-system/details';
import { useId, useState } from 'react';
import { accountStrings as t } from '../../accountStrings.ts';
import { AdminPage } from '../../components/AdminPage.tsx';
import { activityStrings } from '../../components/activity/strings.ts';
import { reviewStrings } from '../../components/review/strings.ts';
import { mayOpen } from '@ckb/api-client/guard';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { isDefaultImage } from '../../lib/works.ts';
import { useMe } from '../../lib/useMe.ts';
import { strings } from '../../strings.ts';
import { ImageUploadModal } from './ImageUploadModal.tsx';
import { OwnAccountForm } from './OwnAccountForm.tsx';
import { UserForm } from './UserForm.tsx';
import { useNoDevtools } from './useNoDevtools.ts';
import styles from './ProfilePage.module.css';

type Kind = 'movies' | 'series' | 'manga';
type Role = 'translator' | 'designer' | 'technique';

const publicPath = (kind: Kind, w: CreditedWork) =>
  kind === 'movies' ? `/movies/${w.movie_id}` : kind === 'series' ? `/series/${w.series_id}` : `/manga/${w.manga_id}`;

const GROUPS: { role: Role; title: string; empty: string }[] = [
  { role: 'translator', title: t.profile.translation, empty: t.profile.noTranslation },
  { role: 'designer', title: t.profile.design, empty: t.profile.noDesign },
  { role: 'technique', title: t.profile.technique, empty: t.profile.noTechnique },
];

function Group({ kind, title, empty, works }: { kind: Kind; title: string; empty: string; works: CreditedWork[] }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {works.length === 0 ? (
        <EmptyState compact title={empty} />
      ) : (
        <ul className={styles.cards}>
          {works.map((w) => (
            <li key={w._id}>
              <WorkCard to={publicPath(kind, w)} poster={w.poster} en={w.en} ku={w.ku} titleAs="p" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Three tabs (SPEC §2, §4): films (default), series, manga; manga has no technique list. */
function CreditedWorks({ user }: { user: User }) {
  const [tab, setTab] = useState<Kind>('movies');
  const content = (kind: Kind) => {
    const lists = user.associatedWorks?.[kind] as Partial<Record<Role, CreditedWork[]>> | undefined;
    return (
      <div className={styles.groups}>
        {GROUPS.filter((g) => kind !== 'manga' || g.role !== 'technique').map((g) => (
          <Group key={g.role} kind={kind} title={g.title} empty={g.empty} works={lists?.[g.role] ?? []} />
        ))}
      </div>
    );
  };
  return (
    <Tabs
      label={t.profile.tabs}
      selectedId={tab}
      onSelect={(id) => setTab(id as Kind)}
      items={[
        { id: 'movies', label: t.profile.tabMovies, content: content('movies') },
        { id: 'series', label: t.profile.tabSeries, content: content('series') },
        { id: 'manga', label: t.profile.tabManga, content: content('manga') },
      ]}
    />
  );
}

function DeleteImage({ user, field }: { user: User; field: AccountImage }) {
  const dispatch = useAppDispatch();
  const [remove] = useDeleteUserImageMutation();
  return (
    <ConfirmButton
      label={field === 'avatar' ? t.profile.deleteAvatar : t.profile.deleteBackground}
      question={strings.detail.deleteImageQuestion}
      details={<p>{strings.detail.deleteImageBody}</p>}
      onConfirm={async () => {
        const started = remove({ id: user._id, field });
        planToast(dispatch, started, { success: strings.toasts.deleted });
        await started;
      }}
    />
  );
}

/** The controls, each only where the signed-in account may use it (SPEC §6 and the account rule). */
function Actions({ me, user }: { me: User; user: User }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteUser] = useDeleteUserMutation();
  const [logoutEverywhere] = useLogoutEverywhereMutation();
  const [modal, setModal] = useState<'edit' | 'own' | AccountImage | null>(null);
  const self = me._id === user._id;
  const may = {
    // one's own account: everyone changes their name and password (OwnAccountForm); the full form is for the rest
    own: self,
    edit: mayActOn(me, 'edit', user, {}, self ? ['email', 'username'] : []),
    // Deleting one's own account is not offered here: it would end the session mid-page.
    delete: !self && mayActOn(me, 'delete', user),
    avatar: mayActOn(me, 'avatar', user),
    background: mayActOn(me, 'background', user),
  };
  if (!may.own && !may.edit && !may.delete && !may.avatar && !may.background) return null;
  const hasAvatar = !isDefaultImage(user.avatar.original);
  const hasBackground = !isDefaultImage(user.background.original);
  return (
    <section className={styles.actions} aria-label={t.profile.actions}>
      {may.own && <Button onClick={() => setModal('own')}>{t.profile.own}</Button>}
      {may.edit && <Button onClick={() => setModal('edit')}>{t.profile.edit}</Button>}
      {may.avatar &&
        (hasAvatar ? (
          <DeleteImage user={user} field="avatar" />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setModal('avatar')}>
            {t.profile.uploadAvatar}
          </Button>
        ))}
      {may.background &&
        (hasBackground ? (
          <DeleteImage user={user} field="background" />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setModal('background')}>
            {t.profile.uploadBackground}
          </Button>
        ))}
      {may.delete && (
        <ConfirmButton
          label={t.profile.deleteAccount}
          question={t.profile.deleteQuestion}
          details={<p>{t.profile.deleteBody}</p>}
          onConfirm={async () => {
            const started = deleteUser(user._id);
            planToast(dispatch, started, { success: t.profile.deleted });
            const result = await started;
            if ('data' in result) navigate('/admin/users');
          }}
        />
      )}
      {may.own && (
        <ConfirmButton
          label={t.profile.logoutEverywhere}
          question={t.profile.logoutEverywhereQuestion}
          confirmLabel={t.profile.logoutEverywhereYes}
          details={<p>{t.profile.logoutEverywhereBody}</p>}
          onConfirm={async () => {
            // the mutation signs this session out too, whatever the answer
            await logoutEverywhere();
            dispatch(api.util.resetApiState());
            navigate('/login', { replace: true });
          }}
        />
      )}
      {may.own && (
        <Dialog open={modal === 'own'} title={t.profile.own} onClose={() => setModal(null)}>
          <OwnAccountForm me={me} onDone={() => setModal(null)} />
        </Dialog>
      )}
      {may.edit && (
        <Dialog open={modal === 'edit'} title={t.profile.editTitle} onClose={() => setModal(null)}>
          <UserForm me={me} target={user} onDone={() => setModal(null)} />
        </Dialog>
      )}
      {may.avatar && (
        <ImageUploadModal user={user} field="avatar" open={modal === 'avatar'} onClose={() => setModal(null)} />
      )}
      {may.background && (
        <ImageUploadModal user={user} field="background" open={modal === 'background'} onClose={() => setModal(null)} />
      )}
    </section>
  );
}

/** A way to the history: one's own entries, or this account's for those who read everyone's. Not a control on the account. */
function HistoryLink({ me, user }: { me: User; user: User }) {
  if (me._id === user._id)
    return (
      <Button variant="secondary" size="sm" to="/admin/activity">
        {activityStrings.mine}
      </Button>
    );
  if (!can(me, 'activity.read-all')) return null;
  return (
    <Button variant="secondary" size="sm" to={`/admin/activity?user=${user._id}`}>
      {activityStrings.theirs}
    </Button>
  );
}

/**
 * /admin/users/{id} and /admin/users/profile (the id from the stored token): background (default if
 * none), avatar, role badges, name, email, the credited works in three tabs, and the account's controls.
 */
export default function ProfilePage() {
  useNoDevtools();
  const params = useParams();
  const { id: myId, me } = useMe();
  const id = params.id ?? myId ?? '';
  const query = useGetUserQuery(id, { skip: !id });
  const user = query.currentData ?? (query.data?._id === id ? query.data : undefined);
  const crumbs = [{ to: '/admin/users', label: t.users.title }];

  if (!user) {
    return (
      <AdminPage title={t.profile.title} crumbs={crumbs}>
        {query.isError ? (
          <ErrorMessage
            title={t.profile.failed}
            onRetry={errorStatus(query.error) === 404 ? undefined : () => void query.refetch()}
            retryLabel={strings.retry}
          />
        ) : (
          <LoadingMessage label={strings.loading} />
        )}
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={<bdi>{user.name}</bdi>}
      documentTitle={user.name}
      subtitle={user.email}
      crumbs={crumbs}
      actions={
        me && (
          <>
            <HistoryLink me={me} user={user} />
            {me._id === user._id && mayOpen(me, '/admin/mine') && (
              <Button variant="secondary" size="sm" to="/admin/mine">
                {reviewStrings.mine}
              </Button>
            )}
          </>
        )
      }
    >
      <header className={styles.header}>
        <div className={styles.banner}>
          <Image {...user.background} alt={t.profile.background} className={styles.bannerImage} priority />
        </div>
        <div className={styles.identity}>
          <Image {...user.avatar} alt={t.profile.avatar} ratio="1 / 1" className={styles.avatar} priority />
          <div className={styles.who}>
            <p className={styles.username} dir="ltr">
              @{user.username}
            </p>
            <RoleBadges flags={user} label={t.users.roles} />
          </div>
        </div>
      </header>
      {me && <Actions me={me} user={user} />}
      <h2 className={styles.worksTitle}>{t.profile.tabs}</h2>
      <CreditedWorks user={user} />
    </AdminPage>
  );
}
