import { Button } from '@ckb/design-system';
import type { ReactNode } from 'react';
import { strings } from '../strings.ts';
import styles from './FormActions.module.css';

/**
 * A form's buttons: save (with Ctrl/⌘+S as its shortcut), cancel when the form can be closed
 * (`onCancel`), and whatever else the form offers.
 */
export function FormActions({
  busy,
  label = strings.save,
  children,
  shortcut = true,
  onCancel,
}: {
  busy: boolean;
  label?: string;
  children?: ReactNode;
  shortcut?: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className={styles.actions}>
      <Button
        type="submit"
        loading={busy}
        loadingLabel={strings.saving}
        aria-keyshortcuts={shortcut ? 'Control+S Meta+S' : undefined}
      >
        {label}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {strings.cancel}
        </Button>
      )}
      {children}
      {shortcut && <span className={styles.hint}>{strings.saveHint}</span>}
    </div>
  );
}
