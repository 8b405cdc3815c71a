import { useAppDispatch, type User } from '@ckb/api-client';
import { grantableRoles } from '@ckb/api-client/admin';
import { planToast, useCreateUserMutation, useUpdateUserMutation } from '@ckb/api-client/admin';
import { UserCreateBody, UserUpdateBody, type UserCreateBodyT } from '@ckb/contract';
import { ROLE_FLAGS, type RoleFlag } from '@ckb/contract/roles';
import { SwitchField, TextField } from '@ckb/design-system/admin';
import { useMemo } from 'react';
import { accountStrings as t } from '../../accountStrings.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { compact, labelOf as label, orAbsent } from '../../lib/resolver.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import styles from './UserForm.module.css';

export type UserFormValues = {
  name: string;
  username: string;
  email: string;
  password: string;
} & Record<RoleFlag, boolean>;

/** The role switches this form shows, and whether they can be changed (SPEC §4, §6; the account rule). */
export function roleSwitches(
  me: User,
  target: User | undefined,
): { flags: RoleFlag[]; disabled: boolean; note?: string } {
  const grantable = grantableRoles(me);
  if (!target) return { flags: ROLE_FLAGS.filter((f) => grantable.has(f)), disabled: false, note: t.users.rolesHint };
  // Nobody changes their own role flags: no switch to offer.
  if (target._id === me._id) return { flags: [], disabled: true, note: t.users.ownRoles };
  // Owner accounts have their role toggles disabled in edit (SPEC §4).
  if (target.is_owner)
    return { flags: ROLE_FLAGS.filter((f) => grantable.has(f)), disabled: true, note: t.users.ownerLocked };
  return { flags: ROLE_FLAGS.filter((f) => grantable.has(f)), disabled: false, note: t.users.rolesHint };
}

const pickFlags = (values: UserFormValues, flags: readonly RoleFlag[]) =>
  Object.fromEntries(flags.map((f) => [f, values[f] === true])) as Partial<Record<RoleFlag, boolean>>;

interface Props {
  /** The signed-in account. */
  me: User;
  /** The account being edited; none: the add-user form. */
  target?: User;
  onDone: (user: User) => void;
}

/**
 * The add-user and edit-account form (SPEC §5): name, username (no spaces), email, password (optional
 * on edit: blank keeps it), and the seven role switches `is_owner` … `is_technique`, offering only the
 * roles the signed-in account may grant (the api's own rule). Validated with the api's body schema.
 */
export function UserForm({ me, target, onDone }: Props) {
  const dispatch = useAppDispatch();
  const [createUser, created] = useCreateUserMutation();
  const [updateUser, updated] = useUpdateUserMutation();
  const roles = roleSwitches(me, target);
  // one's own password changes in OwnAccountForm, with the current one
  const self = target?._id === me._id;
  const editable = roles.disabled ? [] : roles.flags;

  const values = useMemo<UserFormValues>(
    () => ({
      name: target?.name ?? '',
      username: target?.username ?? '',
      email: target?.email ?? '',
      password: '',
      ...(Object.fromEntries(ROLE_FLAGS.map((f) => [f, target?.[f] === true])) as Record<RoleFlag, boolean>),
    }),
    [target],
  );
  // The conversion depends on which switches are offered; both are stable for one form.
  const flagsKey = editable.join(',');
  const convert = useMemo(
    () =>
      target
        ? (v: UserFormValues) =>
            compact({
              name: v.name.trim(),
              username: v.username.trim(),
              email: v.email.trim(),
              password: self ? undefined : orAbsent(v.password),
              ...pickFlags(v, editable),
            })
        : (v: UserFormValues) =>
            compact({
              name: orAbsent(v.name)?.trim(),
              username: orAbsent(v.username)?.trim(),
              email: orAbsent(v.email)?.trim(),
              password: orAbsent(v.password),
              ...pickFlags(v, editable),
            }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [!!target, self, flagsKey],
  );
  const form = useAdminForm({
    schema: target ? UserUpdateBody : UserCreateBody,
    convert,
    values,
    label,
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (body) => {
    // Without a target the form checked the create schema, so its body is a create body.
    const started = target ? updateUser({ id: target._id, body }) : createUser(body as UserCreateBodyT);
    planToast(
      dispatch,
      started,
      target
        ? { success: t.profile.saved, errorPrefix: t.profile.saveFailed, quiet: [400, 409] }
        : { success: t.users.created, errorPrefix: t.users.createFailed, quiet: [400, 409] },
    );
    const result = await started;
    if ('data' in result && result.data) {
      form.reset({ ...form.getValues(), password: '' });
      onDone(result.data);
    } else if ('error' in result) {
      const err = result.error as { status?: number; data?: { message?: string } };
      const message = err.data?.message;
      if (message && (err.status === 400 || err.status === 409)) {
        const field = /ئیمەیڵ|email/i.test(message)
          ? 'email'
          : /ناوی بەکارهێنەر|username/i.test(message)
            ? 'username'
            : 'name';
        form.fieldError(field, message);
      }
    }
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={target ? t.profile.editTitle : t.users.addTitle}>
      <div className={styles.grid}>
        <TextField
          label={t.fields.name}
          required={!target}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t.fields.username}
          hint={t.hints.username}
          dir="ltr"
          required={!target}
          autoComplete="off"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          type="email"
          label={t.fields.email}
          dir="ltr"
          required={!target}
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {!self && (
          <TextField
            type="password"
            label={t.fields.password}
            hint={target ? t.hints.passwordEdit : t.hints.password}
            dir="ltr"
            required={!target}
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
        )}
      </div>
      <fieldset className={styles.roles}>
        <legend>{t.users.rolesLegend}</legend>
        {roles.note && <p className={styles.note}>{roles.note}</p>}
        <div className={styles.switches}>
          {roles.flags.map((flag) => (
            <SwitchField key={flag} label={t.fields[flag]} disabled={roles.disabled} {...form.register(flag)} />
          ))}
        </div>
      </fieldset>
      <FormActions
        busy={created.isLoading || updated.isLoading}
        label={target ? undefined : t.users.create}
        shortcut={false}
      />
    </form>
  );
}
