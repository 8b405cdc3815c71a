import { useAppDispatch, type Ad } from '@ckb/api-client';
import { planToast, useCreateAdMutation, useUpdateAdMutation } from '@ckb/api-client/admin';
import { AdCreateBody, AdUpdateBody, type AdCreateBodyT } from '@ckb/contract';
import { DateField, SwitchField, TextField } from '@ckb/design-system/admin';
import { useMemo } from 'react';
import { accountStrings } from '../accountStrings.ts';
import { FormActions } from './FormActions.tsx';
import { compact, orAbsent } from '../lib/resolver.ts';
import { useAdminForm } from '../lib/useAdminForm.ts';
import styles from './Ad.module.css';

const t = accountStrings.ads;
const LABELS: Record<string, string> = { name: t.name, link: t.link, starts_on: t.starts, ends_on: t.ends };
const label = (path: string) => `«${LABELS[path.split('.')[0]!] ?? path}»`;

interface Values {
  name: string;
  link: string;
  starts_on: string;
  ends_on: string;
  active: boolean;
}

const toBody = (placement: 'shell' | 'player', editing: boolean) => (v: Values) =>
  compact({
    ...(editing ? {} : { placement }),
    name: v.name.trim(),
    link: orAbsent(v.link)?.trim(),
    // blank: no bound (null clears it on edit; absent on create)
    starts_on: v.starts_on ? v.starts_on : editing ? null : undefined,
    ends_on: v.ends_on ? v.ends_on : editing ? null : undefined,
    active: v.active,
  });

/**
 * An ad's fields: link, optional first and last day, on/off, an internal name. Validated with
 * the api's schema; the api also refuses an end before the start (its message shows beside the end).
 */
export function AdForm({
  ad,
  placement = 'shell',
  onDone,
  compactLayout = false,
}: {
  ad?: Ad;
  placement?: 'shell' | 'player';
  onDone?: (ad: Ad) => void;
  compactLayout?: boolean;
}) {
  const dispatch = useAppDispatch();
  const [create, created] = useCreateAdMutation();
  const [update, updated] = useUpdateAdMutation();
  const values = useMemo<Values>(
    () => ({
      name: ad?.name ?? '',
      link: ad?.link ?? '',
      starts_on: ad?.starts_on ?? '',
      ends_on: ad?.ends_on ?? '',
      active: ad?.active ?? true,
    }),
    [ad],
  );
  const convert = useMemo(() => toBody(placement, !!ad), [placement, ad]);
  const form = useAdminForm({
    schema: ad ? AdUpdateBody : AdCreateBody,
    convert,
    values,
    label,
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    // Without an ad the form checked the create schema, so its body is a create body.
    const started = ad ? update({ id: ad._id, body }) : create(body as AdCreateBodyT);
    planToast(dispatch, started, { success: ad ? t.saved : t.created, errorPrefix: t.failed, quiet: [400] });
    const result = await started;
    if ('data' in result && result.data) {
      if (!ad) form.reset(values);
      else form.reset(form.getValues());
      onDone?.(result.data);
    } else if ('error' in result) {
      const err = result.error as { status?: number; data?: { message?: string } };
      if (err.status === 400 && err.data?.message) form.fieldError('ends_on', err.data.message);
    }
  });

  return (
    <form
      ref={form.ref}
      onSubmit={submit}
      noValidate
      aria-label={ad ? t.edit : placement === 'player' ? accountStrings.playerAd.create : t.add}
      className={styles.form}
    >
      <div className={compactLayout ? styles.formGridTight : styles.formGrid}>
        <TextField
          type="url"
          dir="ltr"
          label={t.link}
          hint={t.linkHint}
          required
          error={errors.link?.message}
          {...form.register('link')}
        />
        {placement === 'shell' && <TextField label={t.name} error={errors.name?.message} {...form.register('name')} />}
        <DateField label={t.starts} error={errors.starts_on?.message} {...form.register('starts_on')} />
        <DateField label={t.ends} error={errors.ends_on?.message} {...form.register('ends_on')} />
      </div>
      <SwitchField label={t.active} {...form.register('active')} />
      <FormActions
        busy={created.isLoading || updated.isLoading}
        label={ad ? undefined : placement === 'player' ? accountStrings.playerAd.create : t.create}
        shortcut={false}
      />
    </form>
  );
}
