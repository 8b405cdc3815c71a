import { CheckboxField, TextField } from '@ckb/design-system/admin';
import { useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { strings } from '../strings.ts';
import styles from './CheckboxPicker.module.css';

export interface PickerOption {
  value: string;
  label: string;
}

interface Props {
  /** The name of the group (the SPEC field: `translator_id`…); `register(name)` of the form's array field. */
  field: UseFormRegisterReturn;
  legend: string;
  options: readonly PickerOption[];
  /** How many are chosen (shown in the legend). */
  chosen: number;
}

/**
 * Checkboxes over a list (SPEC §6: staff are picked from the user list by checkbox), with a filter box.
 * Filtered-out options are hidden, not removed, so their choice is kept. The genre picker uses it too.
 */
export function CheckboxPicker({ field, legend, options, chosen }: Props) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const matches = useMemo(
    () => new Set(options.filter((o) => !needle || o.label.toLowerCase().includes(needle)).map((o) => o.value)),
    [options, needle],
  );
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>
        {legend} <span className={styles.count}>({strings.picker.chosen(chosen)})</span>
      </legend>
      <TextField
        type="search"
        label={strings.picker.filter}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {options.length === 0 ? (
        <p className={styles.empty}>{strings.picker.none}</p>
      ) : matches.size === 0 ? (
        <p className={styles.empty} role="status">
          {strings.picker.noMatch}
        </p>
      ) : null}
      <ul className={styles.options} tabIndex={0} aria-label={legend}>
        {options.map((o) => (
          <li key={o.value} hidden={!matches.has(o.value)}>
            <CheckboxField label={o.label} value={o.value} {...field} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
