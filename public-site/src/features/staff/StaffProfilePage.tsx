import { useGetUserQuery, type CreditedWork, type User } from '@ckb/api-client';
import { EmptyState, Image, useParams, useDocumentTitle } from '@ckb/design-system';
import { RoleBadges, Tabs } from '@ckb/design-system/details';
import { useId, useState } from 'react';
import { isNotFound, NothingFound, Problem, Waiting } from '../../components/PageStates.tsx';
import { WorkGrid } from '../../components/WorkGrid.tsx';
import { creditedWorkPath, picture } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import { detailStrings } from '../../detailStrings.ts';
import { staffStrings } from './strings.ts';
import styles from './StaffProfilePage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';

type Kind = 'movies' | 'series' | 'manga';

const EMPTY: CreditedWork[] = [];

function CreditGroup({
  kind,
  title,
  empty,
  works,
}: {
  kind: Kind;
  title: string;
  empty: string;
  works: CreditedWork[];
}) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {works.length === 0 ? (
        <EmptyState compact title={empty} />
      ) : (
        <WorkGrid
          titleAs="p"
          density="wide"
          works={works.map((w, i) => ({
            key: `${kind}-${w.movie_id ?? w.series_id ?? w.manga_id ?? i}`,
            to: creditedWorkPath(kind, w),
            en: w.en,
            ku: w.ku,
            poster: w.poster,
          }))}
        />
      )}
    </section>
  );
}

/** The three tabs of a profile (SPEC §2): films, series and manga, each by translation, design and technique. */
function Works({ user }: { user: User }) {
  const [tab, setTab] = useState<Kind>('movies');
  const works = user.associatedWorks;
  const groups = (kind: Kind) => {
    const list = works?.[kind] as Partial<Record<'translator' | 'designer' | 'technique', CreditedWork[]>> | undefined;
    return (
      <div className={styles.groups}>
        <CreditGroup
          kind={kind}
          title={detailStrings.translators}
          empty={staffStrings.noTranslation}
          works={list?.translator ?? EMPTY}
        />
        <CreditGroup
          kind={kind}
          title={detailStrings.designers}
          empty={staffStrings.noDesign}
          works={list?.designer ?? EMPTY}
        />
        {/* Manga credits have no technique list (SPEC §3). */}
        {kind !== 'manga' ? (
          <CreditGroup
            kind={kind}
            title={detailStrings.technicians}
            empty={staffStrings.noTechnique}
            works={list?.technique ?? EMPTY}
          />
        ) : null}
      </div>
    );
  };
  return (
    <Tabs
      label={staffStrings.worksTabs}
      selectedId={tab}
      onSelect={(id) => setTab(id as Kind)}
      items={[
        { id: 'movies', label: staffStrings.tabMovies, content: groups('movies') },
        { id: 'series', label: staffStrings.tabSeries, content: groups('series') },
        { id: 'manga', label: staffStrings.tabManga, content: groups('manga') },
      ]}
    />
  );
}

function Profile({ user }: { user: User }) {
  const background = picture(user.background);
  return (
    <div className={styles.profile}>
      <header className={styles.header}>
        <div className={styles.banner}>
          <Image {...background} alt="" className={styles.bannerImage} priority />
        </div>
        <div className={styles.identity}>
          <Image {...picture(user.avatar)} alt="" ratio="1 / 1" className={styles.avatar} priority />
          <h1 className={styles.name}>
            <bdi>{user.name}</bdi>
          </h1>
          {user.username ? (
            <p className={styles.username} dir="ltr">
              @{user.username}
            </p>
          ) : null}
          <RoleBadges flags={user} label={staffStrings.rolesLabel} />
        </div>
      </header>
      <Works user={user} />
    </div>
  );
}

/** /staff/{id}: a member's profile (SPEC §2), 'هیچ نەدۆزرایەوە' for an unknown member, or 'User data could not be loaded.' in Sorani (§8). */
function StaffProfilePageContent() {
  const { id = '' } = useParams();
  const { currentData: data, isFetching, isError, error, refetch } = useGetUserQuery(id);
  const missing = !isFetching && isError && isNotFound(error);
  useDocumentTitle(data?.name ?? (missing ? strings.nothingFound : staffStrings.staffTitle));
  if (isFetching && !data) return <Waiting />;
  if (missing) return <NothingFound backTo="/staff" detail={strings.memberNotFound} />;
  if (isError || !data) return <Problem page title={staffStrings.profileFailed} onRetry={() => void refetch()} />;
  return <Profile key={data._id} user={data} />;
}

export default function StaffProfilePage() {
  return (
    <PageFrame>
      <StaffProfilePageContent />
    </PageFrame>
  );
}
