import { useGetAdsQuery } from '@ckb/api-client/admin';
import { accountStrings } from '../../accountStrings.ts';
import { AdCard } from '../../components/AdCard.tsx';
import { AdForm } from '../../components/AdForm.tsx';
import { PromoPage } from '../../components/PromoPage.tsx';

const t = accountStrings.ads;

/**
 * /admin/add/ad: the shell's ads as content, changed without a rebuild. A new ad is created from its link (and days);
 * its two images are uploaded on its card; each card shows its state and its impressions and clicks.
 */
export default function AdsPage() {
  const ads = useGetAdsQuery('shell');
  return <PromoPage id="ads" texts={t} form={<AdForm />} query={ads} card={(ad) => <AdCard key={ad._id} ad={ad} />} />;
}
