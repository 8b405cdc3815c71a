import { useAppDispatch } from '@ckb/api-client';
import { planToast, useCreateWorkMutation } from '@ckb/api-client/admin';
import { useNavigate } from '@ckb/design-system';
import { useMemo } from 'react';
import { useAdminForm } from '../lib/useAdminForm.ts';
import { CONVERT, FORMS, formValues, type Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { FormActions } from './FormActions.tsx';
import { WorkFields } from './WorkFields.tsx';

/** One tab of /admin/add: the kind's create form (SPEC §5); on success, the new work's admin page. */
export function WorkCreateForm({ kind }: { kind: Kind }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createWork, creating] = useCreateWorkMutation();
  const values = useMemo(() => formValues(kind), [kind]);
  const form = useAdminForm({
    schema: FORMS[kind].create,
    convert: CONVERT.create[kind],
    values,
  });

  const submit = form.handleSubmit(async (body) => {
    const started = createWork({ kind, body });
    planToast(dispatch, started, { success: strings.toasts.created, errorPrefix: strings.toasts.createFailed });
    const result = await started;
    if ('data' in result && result.data) {
      form.reset(form.getValues());
      navigate(`/admin/${kind}/${result.data._id}`);
    }
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={strings.kinds[kind].one}>
      <p>{kind === 'manga' ? strings.addPage.noteManga : strings.addPage.note}</p>
      <p>{strings.addPage.hiddenNote}</p>
      <WorkFields kind={kind} schema={FORMS[kind].create} register={form.register} errors={form.formState.errors} />
      <FormActions busy={creating.isLoading} label={strings.addPage.create} />
    </form>
  );
}
