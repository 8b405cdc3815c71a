import { useId } from 'react';
import { cx } from '../../src/lib/cx.ts';
import styles from './ChoiceGroup.module.css';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  /** A line under the legend, e.g. why the default is what it is. */
  hint?: string;
  className?: string;
}

/**
 * One choice among a few, drawn as segments: native radio buttons in a fieldset, so arrows move between
 * them and the legend names the group.
 */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
  hint,
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className={cx(styles.group, className)} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.segments}>
        {options.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
