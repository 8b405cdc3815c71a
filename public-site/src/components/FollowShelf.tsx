import { newsParam, shelfItems, useFollows, useGetFollowNewsQuery, type ShelfItem } from '@ckb/api-client/follow';
import { Button, formatNumber, Image, Link } from '@ckb/design-system';
import { Section } from './Section.tsx';
import { chapterPath } from '../lib/links.ts';
import { episodeSearch, WATCH_ID } from '../lib/watchParams.ts';
import { strings } from '../strings.ts';
import { followStrings } from '../followStrings.ts';
import styles from './FollowShelf.module.css';

const chapterNumber = (name: string) => (/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);

/** Where a card goes: straight to the newest chapter or episode when there is one, else the work's page. */
function target(item: ShelfItem): { to: string; part: string | null } {
  const [kind, number] = item.work.split(':') as [string, string];
  const n = item.news;
  if (kind === 'manga') {
    return n?.season !== undefined && n.chapter !== undefined
      ? {
          to: chapterPath(Number(number), n.season, n.chapter),
          part: `${strings.season(formatNumber(n.season))} · ${strings.chapter(chapterNumber(n.chapter))}`,
        }
      : { to: `/manga/${number}`, part: null };
  }
  if (kind === 'series') {
    return n?.season !== undefined && n.episode !== undefined
      ? {
          to: `/series/${number}${episodeSearch(n.season, n.episode)}#${WATCH_ID}`,
          part: `${strings.season(formatNumber(n.season))} · ${strings.episode(formatNumber(n.episode))}`,
        }
      : { to: `/series/${number}`, part: null };
  }
  return { to: `/movies/${number}`, part: null };
}

/**
 * The followed works, with what is new since the visitor last opened each (one request for all of them, `GET
 * /api/follow/news`), newest news first. `row`: one line that scrolls sideways (the home page); else a grid.
 * Without an answer (offline, an error) the works still show, without badges.
 */
export function FollowShelf({ layout = 'grid', limit }: { layout?: 'row' | 'grid'; limit?: number }) {
  const list = useFollows();
  const { data: news } = useGetFollowNewsQuery(newsParam(list.map((f) => f.work)), { skip: list.length === 0 });
  const items = shelfItems(list, news).slice(0, limit);
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid}>
      {items.map((item) => {
        const { to, part } = target(item);
        // a film has no parts: it says what it is
        const detail = part
          ? item.isNew
            ? part
            : followStrings.latest(part)
          : item.work.startsWith('movie:')
            ? followStrings.film
            : followStrings.nothingYet;
        return (
          <li key={item.work}>
            <Link to={to} className={styles.card} data-new={item.isNew || undefined}>
              <span className={styles.poster}>
                {item.poster ? <Image low={item.poster} alt="" ratio="2 / 3" /> : null}
              </span>
              <span className={styles.body}>
                <span className={styles.title} dir="auto">
                  {item.title}
                </span>{' '}
                <span className={styles.detail}>
                  {item.isNew ? <span className={styles.badge}>{followStrings.newBadge}</span> : null}
                  {detail}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The home page's «بەدواداچووەکانم»: loaded (this module and the follow entry) only when the device follows
 * something, so a first visit carries none of it.
 */
export default function HomeFollowShelf() {
  return (
    <Section
      title={followStrings.shelf}
      action={
        <Button to="/following" variant="ghost" size="sm">
          {followStrings.seeAll}
        </Button>
      }
    >
      <FollowShelf layout="row" limit={12} />
    </Section>
  );
}
