import { Button, EmptyState } from '@ckb/design-system';
import type { ReactNode } from 'react';
import { strings } from '../strings.ts';

/** SPEC §8: a waiting message while loading (never a blank page). */
export function Waiting({ label = strings.waiting }: { label?: string }) {
  return <EmptyState tone="waiting" title={label} />;
}

/** SPEC §8: 'کێشەیەک هەیە' when a film or series cannot be loaded; a retry when it may help. */
export function Problem({
  title = strings.problem,
  onRetry,
  children,
  page = false,
}: {
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
  /** The message is the whole page: its title is the page heading. */
  page?: boolean;
}) {
  return (
    <EmptyState
      tone="error"
      title={title}
      titleAs={page ? 'h1' : 'p'}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {strings.retry}
          </Button>
        ) : undefined
      }
    >
      {children ?? strings.problemHint}
    </EmptyState>
  );
}

/** SPEC §8: 'هیچ نە دۆزرایەوە' for a work that does not exist, with a way back. */
export function NothingFound({ backTo, backLabel = strings.backToList }: { backTo: string; backLabel?: string }) {
  return (
    <EmptyState
      title={strings.nothingFound}
      titleAs="h1"
      action={
        <Button variant="secondary" to={backTo}>
          {backLabel}
        </Button>
      }
    />
  );
}
