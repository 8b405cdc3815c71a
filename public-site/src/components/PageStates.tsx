import { errorStatus } from '@ckb/api-client';
import { Button, EmptyState, ErrorPage } from '@ckb/design-system';
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

/**
 * SPEC §8 'هیچ نەدۆزرایەوە' for a work or member that does not exist: the same page as the shell's 404
 * (the api answers 404 for the same paths). The page titles the tab `strings.nothingFound` (`isNotFound`).
 */
/** A failed lookup that means "there is no such thing" (a malformed number reads the same). */
export const isNotFound = (error: unknown): boolean => {
  const status = errorStatus(error as Parameters<typeof errorStatus>[0]);
  return status === 404 || status === 400;
};

export function NothingFound({
  backTo,
  backLabel = strings.backToList,
  detail = strings.workNotFound,
}: {
  backTo: string;
  backLabel?: string;
  detail?: string;
}) {
  return (
    <ErrorPage
      code={404}
      body={detail}
      actions={
        <>
          <Button to={backTo}>{backLabel}</Button>
          <Button variant="secondary" to="/">
            {strings.backHome}
          </Button>
        </>
      }
    />
  );
}
