import type { ReactNode } from 'react';
import { ErrorMessage, LoadingMessage } from '@ckb/design-system';
import { strings } from '../strings.ts';
import { AdminPage } from './AdminPage.tsx';
import styles from './PromoPage.module.css';

interface Texts {
  title: string;
  intro: string;
  /** heading of the form that makes a new one */
  add: string;
  /** heading of the list */
  list: string;
  /** what the list says when it is empty */
  none: string;
}

interface ListQuery<T> {
  data?: readonly T[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A page of promotional content managed as data (the shell's ads, the hero's banners): an intro, the form for a
 * new one, then every one as a card, with the list's loading, failure (with a retry) and empty states.
 */
export function PromoPage<T>({
  id,
  texts,
  form,
  query,
  card,
}: {
  /** prefix of the sections' heading ids */
  id: string;
  texts: Texts;
  form: ReactNode;
  query: ListQuery<T>;
  card: (item: T) => ReactNode;
}) {
  return (
    <AdminPage title={texts.title}>
      <p className={styles.intro}>{texts.intro}</p>
      <section className={styles.panel} aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`} className={styles.title}>
          {texts.add}
        </h2>
        {form}
      </section>
      <section aria-labelledby={`${id}-list`} className={styles.list}>
        <h2 id={`${id}-list`} className={styles.title}>
          {texts.list}
        </h2>
        {query.isLoading ? (
          <LoadingMessage label={strings.loading} />
        ) : query.isError && !query.data ? (
          <ErrorMessage title={strings.loadFailed} onRetry={() => void query.refetch()} retryLabel={strings.retry} />
        ) : query.data?.length === 0 ? (
          <p className={styles.intro}>{texts.none}</p>
        ) : (
          query.data?.map(card)
        )}
      </section>
    </AdminPage>
  );
}
