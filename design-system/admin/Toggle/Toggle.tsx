import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../src/lib/cx.ts';
import { useFieldIds } from '../Field/Field.tsx';
import styles from './Toggle.module.css';

export type ToggleProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

function Toggle({
  kind,
  label,
  hint,
  error,
  className,
  id,
  ref,
  ...input
}: ToggleProps & { kind: 'checkbox' | 'switch' }) {
  const ids = useFieldIds(id);
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.toggle, className)}>
      <label className={styles.row} htmlFor={ids.control}>
        <input
          ref={ref}
          id={ids.control}
          type="checkbox"
          role={kind === 'switch' ? 'switch' : undefined}
          className={kind === 'switch' ? styles.switch : styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        <span className={styles.label}>{label}</span>
      </label>
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

/** A checkbox with its label (and hint / error). `ref` and `name` go to the input. */
export function CheckboxField(props: ToggleProps) {
  return <Toggle kind="checkbox" {...props} />;
}

/** An on/off switch (`role="switch"`): a checkbox drawn as a track; Space toggles it. */
export function SwitchField(props: ToggleProps) {
  return <Toggle kind="switch" {...props} />;
}
