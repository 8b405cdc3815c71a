import { useAppDispatch, type Banner } from '@ckb/api-client';
import {
  planToast,
  useDeleteBannerImageMutation,
  useDeleteBannerMutation,
  useGetBannersQuery,
  useUpdateBannerMutation,
} from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { Dialog, SwitchField } from '@ckb/design-system/admin';
import { useState } from 'react';
import { accountStrings } from '../../accountStrings.ts';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { PromoImageSlot } from '../../components/PromoImageSlot.tsx';
import promo from '../../components/PromoPage.module.css';
import { PromoPage } from '../../components/PromoPage.tsx';
import { strings } from '../../strings.ts';
import { BannerForm } from './BannerForm.tsx';
import styles from './BannersPage.module.css';

const t = accountStrings.banners;

function BannerCard({ banner }: { banner: Banner }) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateBannerMutation();
  const [remove] = useDeleteBannerMutation();
  const [removeImage] = useDeleteBannerImageMutation();
  const [editing, setEditing] = useState(false);
  return (
    <article className={promo.panel} aria-labelledby={`banner-${banner._id}`}>
      <header className={styles.head}>
        <h3 id={`banner-${banner._id}`} className={styles.title}>
          <bdi>{banner.title}</bdi>
        </h3>
        <span className={styles.position}>{t.at(banner.position)}</span>
      </header>
      {banner.text && <p className={styles.text}>{banner.text}</p>}
      {banner.link && (
        <p className={styles.text} dir="ltr">
          {banner.link}
        </p>
      )}
      <div className={styles.images}>
        {(['background', 'poster'] as const).map((slot) => (
          <PromoImageSlot
            key={slot}
            path={`banners/${encodeURIComponent(banner._id)}/upload/${slot}`}
            field={slot}
            label={slot === 'poster' ? t.poster : t.background}
            hint={strings.detail.imageHint}
            image={banner[slot]}
            tag="Banner"
            ratio={slot === 'poster' ? '2 / 3' : '16 / 5'}
            remove={() => removeImage({ id: banner._id, field: slot })}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <SwitchField
          label={t.active}
          checked={banner.active}
          onChange={(e) => {
            const started = update({ id: banner._id, body: { active: e.target.checked } });
            planToast(dispatch, started, { success: t.saved, errorPrefix: t.failed });
          }}
        />
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <ConfirmButton
          label={t.deleteBanner}
          question={t.deleteQuestion}
          onConfirm={async () => {
            const started = remove(banner._id);
            planToast(dispatch, started, { success: t.deleted });
            await started;
          }}
        />
      </div>
      <Dialog open={editing} title={t.edit} onClose={() => setEditing(false)}>
        <BannerForm banner={banner} onDone={() => setEditing(false)} />
      </Dialog>
    </article>
  );
}

/**
 * /admin/add/banner: hero slides that are not works. `/api/slide` puts each active banner
 * at its place among the works on the slide; the home hero draws it with the same look.
 */
export default function BannersPage() {
  const banners = useGetBannersQuery();
  return (
    <PromoPage
      id="banner"
      texts={t}
      form={<BannerForm />}
      query={banners}
      card={(b) => <BannerCard key={b._id} banner={b} />}
    />
  );
}
