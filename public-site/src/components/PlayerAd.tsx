import { adSeen, countedClick, useGetPlayerAdQuery } from '@ckb/api-client';
import { AdBanner } from '@ckb/design-system';
import { useEffect } from 'react';
import { strings } from '../strings.ts';

/**
 * The permanent ad under a video player: one image and link from the back-office's
 * "add to every" page, unless that work opted out. Counted like the shell's ads.
 */
export function PlayerAd({ workId }: { workId: string }) {
  const { data: ad } = useGetPlayerAdQuery(workId);
  useEffect(() => {
    if (ad) adSeen(ad._id);
  }, [ad]);
  if (!ad) return null;
  return (
    <AdBanner
      href={ad.link}
      src={ad.desktop.original}
      width={1200}
      height={150}
      alt={strings.playerAdAlt}
      loading="lazy"
      onClick={countedClick(ad)}
    />
  );
}
