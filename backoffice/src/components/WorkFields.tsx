import { DateField, NumberField, SelectField, TextAreaField, TextField } from '@ckb/design-system/admin';
import type { TSchema } from 'typebox';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FORMS, isRequired, type Kind, type WorkFormValues } from '../lib/works.ts';
import { strings } from '../strings.ts';
import styles from './WorkFields.module.css';

interface Props {
  kind: Kind;
  /** The schema the form checks (create or update): it decides which fields are marked required. */
  schema: TSchema;
  register: UseFormRegister<WorkFormValues>;
  errors: FieldErrors<WorkFormValues>;
}

/** The fields of a work's add or edit form, named with the SPEC's names (`en`, `ku`, `date_publish`…). */
export function WorkFields({ kind, schema, register, errors }: Props) {
  return (
    <div className={styles.grid}>
      {FORMS[kind].fields.map((field) => {
        const common = {
          label: strings.fields[field.name] ?? field.name,
          hint: field.hint,
          error: errors[field.name]?.message,
          required: isRequired(schema, field.name),
          className: field.wide ? styles.wide : undefined,
          ...register(field.name),
        };
        switch (field.kind) {
          case 'textarea':
            return <TextAreaField key={field.name} {...common} rows={5} />;
          case 'number':
            return <NumberField key={field.name} {...common} />;
          case 'date':
            return <DateField key={field.name} {...common} />;
          case 'select':
            return (
              <SelectField key={field.name} {...common} options={field.options ?? []} placeholder={strings.choose} />
            );
          case 'ltr':
            return <TextField key={field.name} {...common} dir="ltr" />;
          default:
            return <TextField key={field.name} {...common} />;
        }
      })}
    </div>
  );
}
