import { ErrorMessage } from '@ckb/design-system';
import { strings } from '../../strings.ts';

/** A remote that could not be loaded: a clear message and a retry, never a blank page. */
export function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorMessage
      title={strings.remoteFailedTitle}
      message={strings.remoteFailedBody}
      onRetry={onRetry}
      retryLabel={strings.retry}
    />
  );
}
