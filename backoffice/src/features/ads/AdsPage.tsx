import { useGetAdsQuery } from '@ckb/api-client/admin';
import { ErrorMessage, LoadingMessage } from '@ckb/design-system';
import { accountStrings } from '../../accountStrings.ts';
import { AdminPage } from '../../components/AdminPage.tsx';
import { strings } from '../../strings.ts';
import { AdCard } from '../../components/AdCard.tsx';
import { AdForm } from '../../components/AdForm.tsx';
import styles from '../../components/Ad.module.css';

const t = accountStrings.ads;

/**
 * /admin/add/ad: the shell's ads as content, changed without a rebuild. A new ad is created from its link (and days);
 * its two images are uploaded on its card; each card shows its state and its impressions and clicks.
 */
export default function AdsPage() {
  const ads = useGetAdsQuery('shell');
  return (
    <AdminPage title={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      <section className={styles.panel} aria-labelledby="ads-new">
        <h2 id="ads-new" className={styles.panelTitle}>
          {t.add}
        </h2>
        <AdForm />
      </section>
      <section aria-labelledby="ads-list" className={styles.list}>
        <h2 id="ads-list" className={styles.panelTitle}>
          {t.list}
        </h2>
        {ads.isLoading ? (
          <LoadingMessage label={strings.loading} />
        ) : ads.isError && !ads.data ? (
          <ErrorMessage title={strings.loadFailed} onRetry={() => void ads.refetch()} retryLabel={strings.retry} />
        ) : ads.data?.length === 0 ? (
          <p className={styles.intro}>{t.none}</p>
        ) : (
          ads.data?.map((ad) => <AdCard key={ad._id} ad={ad} />)
        )}
      </section>
    </AdminPage>
  );
}
