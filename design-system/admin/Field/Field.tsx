import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../../src/lib/cx.ts';
import styles from './Field.module.css';

/** What every form control of the kit takes besides its element's own attributes. */
export interface FieldOwnProps {
  /** The visible label; names the control. */
  label: ReactNode;
  /** A help text under the control (e.g. "numbers only"), linked with aria-describedby. */
  hint?: ReactNode;
  /** The error to show beside the control; also sets aria-invalid. */
  error?: string | undefined;
  /** Marks the label and sets aria-required (forms validate themselves: no browser bubbles). */
  required?: boolean;
  className?: string;
}

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

/** Ids for a control and its hint and error, so a custom control can be wired the same way. */
export function useFieldIds(id?: string): FieldIds {
  const auto = useId();
  const control = id ?? `${auto}-control`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** The attributes that tie a control to its label, hint and error. */
export function controlProps(
  ids: FieldIds,
  { hint, error, required }: Pick<FieldOwnProps, 'hint' | 'error' | 'required'>,
) {
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return {
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

interface FieldProps extends FieldOwnProps {
  ids: FieldIds;
  children: ReactNode;
}

/**
 * The frame of one form control: label, the control, its hint, and its error (shown beside it and
 * announced through aria-describedby; the form moves focus to the first invalid control).
 */
export function Field({ ids, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={cx(styles.field, error && styles.invalid, className)}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> & { ref?: Ref<HTMLInputElement> };

/** A one-line input (text, email, url, search, date…). `ref` and `name` go to the input (react-hook-form's `register`). */
export function TextField({
  label,
  hint,
  error,
  required,
  className,
  id,
  ref,
  type = 'text',
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        type={type}
        className={styles.control}
        {...controlProps(ids, { hint, error, required })}
        {...input}
      />
    </Field>
  );
}

/**
 * A number typed as text (`inputMode="decimal"`): phones show digits, and Arabic-Indic digits stay
 * typeable (a native number input would drop them). The form converts the text to a number.
 */
export function NumberField(props: TextFieldProps) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} type="text" />;
}

/** A calendar date (`YYYY-MM-DD`). */
export function DateField(props: TextFieldProps) {
  return <TextField {...props} type="date" />;
}

export type TextAreaFieldProps = FieldOwnProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  id,
  ref,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        ref={ref}
        rows={rows}
        className={cx(styles.control, styles.textarea)}
        {...controlProps(ids, { hint, error, required })}
        {...textarea}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldOwnProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("choose…"); its value is ''. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({
  label,
  hint,
  error,
  required,
  className,
  id,
  ref,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <select
        ref={ref}
        className={cx(styles.control, styles.select)}
        {...controlProps(ids, { hint, error, required })}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
