import { successShown, useAppDispatch } from '@ckb/api-client';
import { markSeen, setFollowing, useIsFollowing, type FollowWork } from '@ckb/api-client/follow';
import { Button, Svg } from '@ckb/design-system';
import { useEffect } from 'react';
import { followStrings } from '../followStrings.ts';

const BellIcon = ({ on }: { on: boolean }) => (
  <Svg>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" fill={on ? 'currentColor' : 'none'} />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Svg>
);

/**
 * «بەدواداچوون» on a work's page: a toggle (aria-pressed) that keeps the work on this device's shelf. Opening the
 * page of a followed work counts as seeing what came out so far (its badge goes).
 */
export function FollowButton({ work, title, poster }: { work: FollowWork; title: string; poster?: string }) {
  const following = useIsFollowing(work);
  const dispatch = useAppDispatch();
  useEffect(() => markSeen(work), [work]);
  return (
    <Button
      variant={following ? 'primary' : 'secondary'}
      aria-pressed={following}
      title={followStrings.followHint}
      startIcon={<BellIcon on={following} />}
      onClick={() => {
        setFollowing(work, !following, { title, ...(poster ? { poster } : {}) });
        dispatch(successShown(following ? followStrings.unfollowed(title) : followStrings.followed(title)));
      }}
    >
      {followStrings.follow}
    </Button>
  );
}
