import { useAppDispatch, type Banner } from '@ckb/api-client';
import { planToast, useCreateBannerMutation, useUpdateBannerMutation } from '@ckb/api-client/admin';
import { BannerCreateBody, BannerUpdateBody, type BannerCreateBodyT } from '@ckb/contract';
import { NumberField, SwitchField, TextAreaField, TextField } from '@ckb/design-system/admin';
import { useMemo } from 'react';
import { accountStrings } from '../../accountStrings.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { compact, orAbsent, toNumber } from '../../lib/resolver.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import styles from './BannersPage.module.css';

const t = accountStrings.banners;
const LABELS: Record<string, string> = { title: t.titleField, text: t.text, link: t.link, position: t.position };
const label = (path: string) => `«${LABELS[path.split('.')[0]!] ?? path}»`;

interface Values {
  title: string;
  text: string;
  link: string;
  position: string;
  active: boolean;
}

const convert = (v: Values) =>
  compact({
    title: orAbsent(v.title)?.trim(),
    text: v.text.trim(),
    link: v.link.trim(),
    position: toNumber(v.position) ?? 1,
    active: v.active,
  });

/** A banner's fields: title, short text, link, place among the slides, on/off. */
export function BannerForm({ banner, onDone }: { banner?: Banner; onDone?: (b: Banner) => void }) {
  const dispatch = useAppDispatch();
  const [create, created] = useCreateBannerMutation();
  const [update, updated] = useUpdateBannerMutation();
  const values = useMemo<Values>(
    () => ({
      title: banner?.title ?? '',
      text: banner?.text ?? '',
      link: banner?.link ?? '',
      position: String(banner?.position ?? 1),
      active: banner?.active ?? true,
    }),
    [banner],
  );
  const form = useAdminForm({
    schema: banner ? BannerUpdateBody : BannerCreateBody,
    convert,
    values,
    label,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    // Without a banner the form checked the create schema, so its body is a create body.
    const started = banner ? update({ id: banner._id, body }) : create(body as BannerCreateBodyT);
    planToast(dispatch, started, { success: banner ? t.saved : t.created, errorPrefix: t.failed });
    const result = await started;
    if ('data' in result && result.data) {
      form.reset(banner ? form.getValues() : values);
      onDone?.(result.data);
    }
  });
  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={banner ? t.edit : t.add} className={styles.form}>
      <div className={styles.grid}>
        <TextField label={t.titleField} required error={errors.title?.message} {...form.register('title')} />
        <TextField dir="ltr" label={t.link} hint={t.linkHint} error={errors.link?.message} {...form.register('link')} />
        <NumberField
          label={t.position}
          hint={t.positionHint}
          error={errors.position?.message}
          {...form.register('position')}
        />
      </div>
      <TextAreaField label={t.text} rows={3} error={errors.text?.message} {...form.register('text')} />
      <SwitchField label={t.active} {...form.register('active')} />
      <FormActions
        busy={created.isLoading || updated.isLoading}
        label={banner ? undefined : t.create}
        shortcut={false}
      />
    </form>
  );
}
