import { newsParam, shelfItems, useFollows, useGetFollowNewsQuery } from '@ckb/api-client/follow';
import { formatNumber, Link } from '@ckb/design-system';
import { chapterPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import styles from './offline.module.css';

const chapterNumber = (name: string) => (/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);

/**
 * The manga this device follows, each with its newest chapter (badged when it came out since the visitor last
 * opened the work): the same follows as the site's shelf. Offline, the list is the device's and the news is the
 * last answer the worker kept (sw.js), so it still shows what was known; a chapter opens if it was saved.
 */
export function FollowedList() {
  const manga = useFollows().filter((f) => f.work.startsWith('manga:'));
  const { data: news } = useGetFollowNewsQuery(newsParam(manga.map((f) => f.work)), { skip: manga.length === 0 });
  if (manga.length === 0) return null;
  return (
    <section className={styles.followed} aria-labelledby="followed-title">
      <h2 id="followed-title" className={styles.subtitle}>
        {strings.followed}
      </h2>
      <ul className={styles.list}>
        {shelfItems(manga, news).map((item) => {
          const number = Number(item.work.slice('manga:'.length));
          const n = item.news;
          const has = n?.season !== undefined && n.chapter !== undefined;
          return (
            <li key={item.work} className={styles.item}>
              <Link to={has ? chapterPath(number, n.season!, n.chapter!) : `/manga/${number}`} className={styles.link}>
                <bdi className={styles.work}>{item.title}</bdi>
                <span>
                  {item.isNew ? <span className={styles.badge}>{strings.newChapter}</span> : null}{' '}
                  {has ? strings.chapterOf(formatNumber(n.season!), chapterNumber(n.chapter!)) : strings.noChapterYet}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
