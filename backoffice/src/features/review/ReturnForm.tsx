import { ReturnBody } from '@ckb/contract';
import { TextAreaField } from '@ckb/design-system/admin';
import { FormActions } from '../../components/FormActions.tsx';
import { reviewStrings as t } from '../../components/review/strings.ts';
import type { Outcome } from '../../lib/mutations.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';

const convert = (v: { note: string }) => ({ note: v.note });
const EMPTY = { note: '' };
const label = () => `«${t.note}»`;

/** Sending a draft back: the note its author will read (the contract's ReturnBody: something visible). */
export function ReturnForm({ onSave, onCancel }: { onSave: (note: string) => Promise<Outcome>; onCancel: () => void }) {
  const form = useAdminForm({ schema: ReturnBody, convert, values: EMPTY, label });
  const submit = form.handleSubmit(async (body) => {
    const result = await onSave(body.note);
    if (result.ok) form.reset(EMPTY);
    else if (result.status === 400) form.fieldError('note', result.message);
  });
  return (
    <form ref={form.ref} onSubmit={submit} noValidate>
      <TextAreaField
        label={t.note}
        hint={t.noteHint}
        required
        rows={4}
        autoFocus
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <FormActions busy={form.formState.isSubmitting} label={t.sendBackSubmit} shortcut={false} onCancel={onCancel} />
    </form>
  );
}
