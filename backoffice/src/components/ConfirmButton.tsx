import { Button, type ButtonProps } from '@ckb/design-system';
import { ConfirmDialog } from '@ckb/design-system/admin';
import { useState, type ReactNode } from 'react';
import { strings } from '../strings.ts';

interface Props {
  /** The button's text (or an accessible name with `children` as an icon). */
  label: string;
  /** The question of SPEC §5 ("دڵنیایت دەتەوێت ... بسڕیتەوە؟"). */
  question: string;
  details?: ReactNode;
  confirmLabel?: string;
  /** Runs after "yes"; the dialog stays open (busy) until it settles, and closes whatever the outcome. */
  onConfirm: () => Promise<unknown>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
}

/** A deletion (or any irreversible action): asks first, with an explicit yes (SPEC §5). */
export function ConfirmButton({
  label,
  question,
  details,
  confirmLabel = strings.yesDelete,
  onConfirm,
  variant = 'danger',
  size = 'sm',
  disabled,
}: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)} disabled={disabled}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={question}
        confirmLabel={confirmLabel}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      >
        {details}
      </ConfirmDialog>
    </>
  );
}
