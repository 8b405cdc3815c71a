import type { ReactNode } from 'react';
import { Image, Link } from '@ckb/design-system';
import { cx } from '../../src/lib/cx.ts';
import styles from './StaffCard.module.css';

export interface StaffCardProps {
  name: string;
  /** The api's avatar pair. */
  avatar: { low: string; original?: string };
  /** Where the card links, e.g. /staff/{id}. */
  to: string;
  /** Extra line under the name, e.g. role badges. */
  children?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'p';
  size?: 'md' | 'sm';
  className?: string;
}

/** SPEC §9's default image, which the api answers for a member without an avatar. */
const isDefaultPicture = (url: string) => url.startsWith('/img/default/');

/** A staff member as one link: round avatar and name. The avatar is decorative (the name is the text). */
export function StaffCard({
  name,
  avatar,
  to,
  children,
  titleAs: Title = 'h3',
  size = 'md',
  className,
}: StaffCardProps) {
  return (
    <Link to={to} className={cx(styles.card, styles[size], className)}>
      {isDefaultPicture(avatar.low) ? (
        // No picture of their own (SPEC's default image): their initial on a disc, not a grey placeholder.
        <span className={cx(styles.avatar, styles.initial)} aria-hidden="true">
          {Array.from(name.trim())[0] ?? ''}
        </span>
      ) : (
        <Image low={avatar.low} original={avatar.original} alt="" ratio="1 / 1" className={styles.avatar} />
      )}
      <Title className={styles.name}>
        <bdi>{name}</bdi>
      </Title>
      {children ? <span className={styles.extra}>{children}</span> : null}
    </Link>
  );
}
