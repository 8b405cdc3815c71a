import { useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { Static, TSchema } from 'typebox';
import { contractResolver } from './resolver.ts';
import { useKeptForm } from './formKeeper.ts';

export interface AdminFormOptions<Values extends FieldValues, Schema extends TSchema> {
  /** The api's body schema (`@ckb/contract`): it checks the body, and the submitted body has its type. */
  schema: Schema;
  /** Form text → the wire body (numbers typed as text, blanks), before the check. Module-level, so it is stable. */
  convert: (values: Values) => unknown;
  /** What was loaded (or the empty form). When it changes, untouched fields follow; edited ones stay. */
  values: Values;
  /** How a field is named in its errors (default: `strings.fields`). Module-level, so it is stable. */
  label?: (path: string) => string;
}

export type AdminForm<Values extends FieldValues, Body> = UseFormReturn<Values, unknown, Body> & {
  ref: React.RefObject<HTMLFormElement | null>;
  /** Puts the api's message beside a field (a 409 on a duplicate number…). */
  fieldError: (field: Path<Values>, message: string) => void;
};

/**
 * One admin form: react-hook-form with the contract's resolver (errors beside each field, in Sorani,
 * `aria-invalid`, the first invalid field focused), registered for the unsaved-changes guard (dirty only
 * when a field really differs from what was loaded) and for Ctrl/⌘+S. Spread `form.ref` on the <form>.
 */
export function useAdminForm<Values extends FieldValues, Schema extends TSchema>({
  schema,
  convert,
  values,
  label,
}: AdminFormOptions<Values, Schema>): AdminForm<Values, Static<Schema>> {
  const resolver = useMemo(() => contractResolver(schema, convert, label), [schema, convert, label]);
  const form = useForm<Values, unknown, Static<Schema>>({
    resolver,
    defaultValues: values as DefaultValues<Values>,
    values,
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: true,
  });
  const ref = useRef<HTMLFormElement>(null);
  useKeptForm(ref, form.formState.isDirty);
  return {
    ...form,
    // A reset we ask for (after saving) replaces every field: `keepDirtyValues` is only for the updates
    // that follow what was loaded, and the inputs keep their registration (their values are set in place).
    reset: (next, options) => form.reset(next, { keepDirtyValues: false, keepFieldsRef: true, ...options }),
    ref,
    fieldError: (field: Path<Values>, message: string) =>
      form.setError(field, { type: 'server', message }, { shouldFocus: true }),
  };
}
