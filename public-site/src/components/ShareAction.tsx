import { errorShown, successShown, useAppDispatch } from '@ckb/api-client';
import { ShareButton } from '@ckb/design-system/details';
import { strings } from '../strings.ts';

/** Share this page: the share sheet on phones, else the link is copied and a toast says so. */
export function ShareAction({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  return (
    <ShareButton
      url={globalThis.location?.href ?? ''}
      title={title}
      onShared={(outcome) => {
        if (outcome === 'copied') dispatch(successShown(strings.shareCopied));
        else if (outcome === 'failed') dispatch(errorShown(strings.shareFailed));
      }}
    />
  );
}
