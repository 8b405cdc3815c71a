import { useAppDispatch, type User } from '@ckb/api-client';
import { planToast, useUpdateOwnAccountMutation } from '@ckb/api-client/admin';
import { UserUpdateBody } from '@ckb/contract';
import { TextField } from '@ckb/design-system/admin';
import { useMemo } from 'react';
import { accountStrings as t } from '../../accountStrings.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { compact, labelOf as label, orAbsent } from '../../lib/resolver.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import styles from './UserForm.module.css';

interface OwnAccountValues {
  name: string;
  current_password: string;
  password: string;
}

const convert = (v: OwnAccountValues) =>
  compact({
    name: v.name.trim(),
    password: orAbsent(v.password),
    current_password: orAbsent(v.current_password),
  });

/** Which field an api refusal is about: the current password, the new one, or the name. */
const fieldOf = (message: string): keyof OwnAccountValues =>
  /ئێستا/.test(message) ? 'current_password' : /وشەی نهێنی|password/i.test(message) ? 'password' : 'name';

/**
 * What every staff member changes on their own account (contract OWN_ACCOUNT_FIELDS): the name, and the
 * password with the current one. A new password ends every other session; this one goes on with the fresh
 * token the api answers (useUpdateOwnAccountMutation stores it).
 */
export function OwnAccountForm({ me, onDone }: { me: User; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [save, saving] = useUpdateOwnAccountMutation();
  const values = useMemo<OwnAccountValues>(() => ({ name: me.name, current_password: '', password: '' }), [me.name]);
  const form = useAdminForm({ schema: UserUpdateBody, convert, values, label });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    const changesPassword = body.password !== undefined;
    const started = save({ id: me._id, body });
    planToast(dispatch, started, {
      success: changesPassword ? t.profile.passwordChanged : t.profile.ownSaved,
      errorPrefix: t.profile.saveFailed,
      quiet: [400, 403],
    });
    const result = await started;
    if ('data' in result) {
      form.reset({ name: result.data?.user.name ?? body.name ?? me.name, current_password: '', password: '' });
      onDone();
    } else if ('error' in result) {
      const err = result.error as { status?: number; data?: { message?: string } };
      const message = err.data?.message;
      if (message && (err.status === 400 || err.status === 403)) form.fieldError(fieldOf(message), message);
    }
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={t.profile.own}>
      <div className={styles.grid}>
        <TextField label={t.fields.name} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          type="password"
          label={t.fields.current_password}
          hint={t.hints.currentPassword}
          dir="ltr"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          type="password"
          label={t.profile.newPassword}
          hint={t.hints.newPassword}
          dir="ltr"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      </div>
      <FormActions busy={saving.isLoading} shortcut={false} />
    </form>
  );
}
