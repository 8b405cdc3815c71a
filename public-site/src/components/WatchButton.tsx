import { Button } from '@ckb/design-system';
import type { LinkProps } from '@ckb/design-system';
import { scrollToPlayer } from '../lib/watchParams.ts';

/**
 * The detail header's main action, so watching starts in one tap: a link to the player (`#watch`, with the episode for
 * a series), so it works before the scripts start; once they run, it also scrolls the player into view.
 */
export function WatchButton({ to, children }: { to: LinkProps['to']; children: string }) {
  return (
    <Button to={to} size="lg" onClick={() => scrollToPlayer()} startIcon={<PlayIcon />}>
      {children}
    </Button>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.9l10-6.5a1 1 0 0 0 0-1.8l-10-6.5A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}
