import { errorStatus, useGetChapterQuery } from '@ckb/api-client';
import { Button, EmptyState, LoadingMessage, useParams } from '@ckb/design-system';
import { NotSaved } from '../../components/offline/NotSaved.tsx';
import { isStandalone } from '../../lib/host.ts';
import { mangaPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import styles from './ChapterPage.module.css';
import { Reader } from './Reader.tsx';

/** The way back from a chapter that cannot be shown: its manga when the number is one, else the list. */
function WayBack({ id }: { id: string }) {
  const to = /^[1-9]\d{0,9}$/.test(id) ? mangaPath(id) : '/manga';
  const label = to === '/manga' ? strings.backToList : strings.backToManga;
  return isStandalone() ? (
    <Button href={to} variant="secondary">
      {label}
    </Button>
  ) : (
    <Button to={to} variant="secondary">
      {label}
    </Button>
  );
}

/** /manga/{id}/session/{session}/chapter/{chapter} (SPEC §2): one call, then the reader. */
export default function ChapterPage() {
  const { id = '', session = '', chapter = '' } = useParams();
  const { currentData, error, refetch } = useGetChapterQuery({ manga: id, session, chapter });
  // Asked again (RTK Query retries a failed answer, e.g. the one a drawn "not found" came with), the last
  // failure stays on screen instead of a waiting message between two identical ones.
  if (error && !currentData) {
    const status = errorStatus(error);
    // no answer at all in the offline reader: its worker answers every saved chapter, so this one is not
    if (status === undefined && isStandalone()) return <NotSaved onRetry={() => void refetch()} />;
    // an unknown manga, session or chapter (or a malformed number) says so, with a way back: never a wait
    const missing = status === 404 || status === 400;
    return (
      <section className={styles.state}>
        <EmptyState
          tone="error"
          titleAs="h1"
          title={missing ? strings.notFound : strings.problem}
          action={
            missing ? (
              <WayBack id={id} />
            ) : (
              <Button onClick={() => void refetch()} variant="secondary">
                {strings.retry}
              </Button>
            )
          }
        >
          {missing ? strings.notFoundHint : null}
        </EmptyState>
      </section>
    );
  }
  if (!currentData) {
    return (
      <section className={styles.state}>
        <LoadingMessage label={strings.loading} />
      </section>
    );
  }
  return <Reader key={currentData.chapter._id} data={currentData} />;
}
