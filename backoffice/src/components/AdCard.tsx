import { useAppDispatch, type Ad } from '@ckb/api-client';
import { planToast, useDeleteAdImageMutation, useDeleteAdMutation, useUpdateAdMutation } from '@ckb/api-client/admin';
import { AD_SIZES } from '@ckb/contract';
import { Button } from '@ckb/design-system';
import { Dialog, SwitchField } from '@ckb/design-system/admin';
import { useState } from 'react';
import { accountStrings } from '../accountStrings.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { PromoImageSlot } from './PromoImageSlot.tsx';
import { AdForm } from './AdForm.tsx';
import styles from './Ad.module.css';
import promo from './PromoPage.module.css';

const t = accountStrings.ads;

function stateOf(ad: Ad): string {
  if (ad.live) return t.state.live;
  if (!ad.active) return t.state.off;
  if (!ad.desktop || (ad.placement === 'shell' && !ad.mobile)) return t.state.images;
  return t.state.dates;
}

/** One ad: its state and counts, its images, on/off, edit and delete. */
export function AdCard({ ad, headingLevel = 3 }: { ad: Ad; headingLevel?: 2 | 3 }) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateAdMutation();
  const [remove] = useDeleteAdMutation();
  const [removeImage] = useDeleteAdImageMutation();
  const [editing, setEditing] = useState(false);
  const H = `h${headingLevel}` as const;
  const slots = ad.placement === 'player' ? (['desktop'] as const) : (['desktop', 'mobile'] as const);
  return (
    <article className={promo.panel} aria-labelledby={`ad-${ad._id}`}>
      <header className={styles.cardHead}>
        <H id={`ad-${ad._id}`} className={styles.cardTitle}>
          <bdi>{ad.name || new URL(ad.link).host}</bdi>
        </H>
        <span className={ad.live ? styles.live : styles.notLive}>{stateOf(ad)}</span>
      </header>
      <p className={styles.link} dir="ltr">
        {ad.link}
      </p>
      <dl className={styles.counts}>
        <div>
          <dt>{t.week}</dt>
          <dd>{t.counts(ad.impressions_7d, ad.clicks_7d)}</dd>
        </div>
        <div>
          <dt>{t.total}</dt>
          <dd>{t.counts(ad.impressions, ad.clicks)}</dd>
        </div>
      </dl>
      <div className={styles.images}>
        {slots.map((slot) => (
          <PromoImageSlot
            key={slot}
            path={`ads/${encodeURIComponent(ad._id)}/upload/${slot}`}
            field={slot}
            label={slot === 'desktop' ? t.desktop : t.mobile}
            hint={accountStrings.promo.sizeHint(AD_SIZES[slot].width, AD_SIZES[slot].height)}
            image={ad[slot]}
            tag="Ad"
            ratio={`${AD_SIZES[slot].width} / ${AD_SIZES[slot].height}`}
            remove={() => removeImage({ id: ad._id, field: slot })}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <SwitchField
          label={t.active}
          checked={ad.active}
          onChange={(e) => {
            const started = update({ id: ad._id, body: { active: e.target.checked } });
            planToast(dispatch, started, { success: t.saved, errorPrefix: t.failed });
          }}
        />
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <ConfirmButton
          label={t.deleteAd}
          question={t.deleteQuestion}
          details={<p>{t.deleteBody}</p>}
          onConfirm={async () => {
            const started = remove(ad._id);
            planToast(dispatch, started, { success: t.deleted });
            await started;
          }}
        />
      </div>
      <Dialog open={editing} title={t.edit} onClose={() => setEditing(false)}>
        <AdForm ad={ad} placement={ad.placement} onDone={() => setEditing(false)} />
      </Dialog>
    </article>
  );
}
