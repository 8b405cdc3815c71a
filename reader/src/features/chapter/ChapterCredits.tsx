import type { StaffRef } from '@ckb/api-client';
import { formatDate } from '@ckb/design-system';
import { staffPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import { SiteLink } from './chapterLinks.tsx';
import styles from './Reader.module.css';

/**
 * The chapter's end says when it came out and who translated it, each name linking to their page as on the
 * manga's page. Text only (no avatars): nothing here loads or changes size after the first paint. Either part
 * may be missing: a chapter saved offline before the api sent them has neither.
 */
export function ChapterCredits({
  date,
  translators,
}: {
  date: string | undefined;
  translators: StaffRef[] | undefined;
}) {
  if (!date && !translators?.length) return null;
  return (
    <dl className={styles.credits}>
      {date ? (
        <div>
          <dt>{strings.published}</dt>
          <dd>
            <time dateTime={date}>{formatDate(date)}</time>
          </dd>
        </div>
      ) : null}
      {translators?.length ? (
        <div>
          <dt>{strings.translators}</dt>
          <dd>
            <ul className={styles.people}>
              {translators.map((p) => (
                <li key={p._id}>
                  <SiteLink to={staffPath(p._id)}>
                    <bdi>{p.name}</bdi>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
