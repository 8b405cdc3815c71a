import { errorStatus } from '@ckb/api-client';
import { Button, EmptyState, ErrorMessage, LoadingMessage, useNavigate, useParams } from '@ckb/design-system';
import { useState, type ReactNode } from 'react';
import { useHold } from '../lib/useHeldQuery.ts';
import { KIND_PATH, publicPath, type AnyWork, type Kind } from '../lib/works.ts';
import { useWorkByParam } from '../lib/useWorkByParam.ts';
import { strings } from '../strings.ts';
import { AdminPage } from './AdminPage.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import { ImageSlot } from './ImageSlot.tsx';
import { InfoCard } from './InfoCard.tsx';
import { Section } from './Section.tsx';
import { useWorkApi } from './useWorkApi.ts';
import { VisibilityToggles } from './VisibilityToggles.tsx';
import { WorkEditTabs } from './WorkEditTabs.tsx';
import styles from './WorkDetail.module.css';

/**
 * The frame of /admin/movies/{id}, /admin/series/{id} and /admin/manga/{id} (SPEC §2), `{id}` being the work's
 * public number (the public page's, what the back-office links to) or its `_id` (older links; both are
 * resolved, the URL is kept as it came): images, info and visibility, the kind's own part (`children`: servers, seasons, sessions), the tabbed edit form, and
 * delete (with its question) back to the list.
 */
export function WorkDetail<W extends AnyWork>({
  kind,
  children,
}: {
  kind: Kind;
  children: (work: W, api: ReturnType<typeof useWorkApi>) => ReactNode;
}) {
  const { id: param = '' } = useParams();
  const navigate = useNavigate();
  const [held, setHeld] = useState(false);
  const query = useWorkByParam(kind, param, held);
  const kept = useHold(query.data as AnyWork | undefined);
  const api = useWorkApi(kind, (query.data ?? kept.data)?._id ?? param);

  const crumbs = [{ to: KIND_PATH[kind], label: strings.kinds[kind].plural }];
  const work = (held ? kept.data : query.data) as W | undefined;
  if (!work) {
    if (query.isError) {
      return (
        <AdminPage title={strings.kinds[kind].one} crumbs={crumbs}>
          {errorStatus(query.error) === 404 ? (
            <EmptyState
              title={strings.notFound}
              titleAs="h2"
              action={<Button to={KIND_PATH[kind]}>{strings.kinds[kind].plural}</Button>}
            />
          ) : (
            <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
          )}
        </AdminPage>
      );
    }
    return <LoadingMessage label={strings.loading} />;
  }
  const shown = work;
  const one = strings.kinds[kind].one;

  return (
    <AdminPage
      title={<span dir="auto">{shown.en}</span>}
      documentTitle={shown.en || shown.ku}
      subtitle={shown.ku}
      crumbs={crumbs}
      actions={
        <>
          <Button href={publicPath(kind, shown)} target="_blank" rel="noopener" variant="secondary" size="sm">
            {strings.openPublic}
          </Button>
          <ConfirmButton
            label={strings.detail.deleteWork(one)}
            question={strings.detail.deleteWorkQuestion(one)}
            details={
              <>
                <p dir="auto">{shown.en}</p>
                <p>{strings.detail.deleteWorkBody[kind]}</p>
              </>
            }
            onConfirm={async () => {
              setHeld(true);
              if (await api.remove({ success: strings.toasts.deleted })) navigate(KIND_PATH[kind], { replace: true });
              else setHeld(false);
            }}
          />
        </>
      }
    >
      <div className={styles.top}>
        <Section title={strings.detail.images} className={styles.images}>
          <div className={styles.slots}>
            <ImageSlot kind={kind} work={shown} field="poster" onUploaded={api.refresh} />
            <ImageSlot kind={kind} work={shown} field="background" onUploaded={api.refresh} />
          </div>
        </Section>
        <Section title={strings.detail.info} className={styles.info}>
          <InfoCard kind={kind} work={shown} />
          <VisibilityToggles kind={kind} work={shown} api={api} />
        </Section>
      </div>
      {children(shown, api)}
      <Section title={strings.detail.editTab}>
        <WorkEditTabs kind={kind} work={shown} api={api} />
      </Section>
    </AdminPage>
  );
}
