import { useId, type ChangeEvent } from 'react';
import { strings } from '@ckb/design-system';
import styles from './ServerSelect.module.css';

export const SERVER_SELECT_STRINGS: Record<'label' | 'placeholder' | 'none', string> = {
  label: strings.server,
  placeholder: strings.serverPlaceholder,
  none: strings.serverNone,
};

export interface ServerOption {
  _id: string;
  name_server: string;
}

export interface ServerSelectProps {
  servers: ServerOption[];
  /** The chosen server id, or `null` for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
  strings?: Partial<typeof SERVER_SELECT_STRINGS>;
  disabled?: boolean;
}

/** The server dropdown of a film or episode: a native select (best on phones and with screen readers). */
export function ServerSelect({ servers, value, onChange, label, strings, disabled }: ServerSelectProps) {
  const id = useId();
  const text = { ...SERVER_SELECT_STRINGS, ...strings };
  const empty = servers.length === 0;
  const current = value !== null && servers.some((s) => s._id === value) ? value : '';
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label ?? text.label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={current}
          disabled={disabled || empty}
          // A choice made before the scripts take over a server-drawn page is replayed (shell/src/early.ts).
          data-early="server"
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value || null)}
        >
          <option value="">{empty ? text.none : text.placeholder}</option>
          {servers.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name_server}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7.4 9.3a1 1 0 0 1 1.4 0L12 12.6l3.2-3.3a1 1 0 1 1 1.4 1.4l-3.9 4a1 1 0 0 1-1.4 0l-3.9-4a1 1 0 0 1 0-1.4Z"
          />
        </svg>
      </div>
    </div>
  );
}
