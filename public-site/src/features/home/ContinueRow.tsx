import { useContinueItems, type ContinueItem } from '@ckb/api-client';
import { ContinueCard, formatNumber } from '@ckb/design-system';
import { Section } from '../../components/Section.tsx';
import { chapterPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import styles from './ContinueRow.module.css';

const chapterNumber = (name: string) => (/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);

function card(item: ContinueItem) {
  if (item.kind === 'read') {
    return {
      to: chapterPath(item.manga, item.session, item.chapter),
      detail: `${strings.chapter(chapterNumber(item.chapter))} · ${strings.pageOf(formatNumber(item.page), formatNumber(item.pages))}`,
      progress: item.pages > 0 ? item.page / item.pages : undefined,
    };
  }
  const [kind, number] = item.work.split(':');
  const to = kind === 'movie' ? `/movies/${number}` : `/series/${number}`;
  const detail =
    item.season !== undefined && item.episode !== undefined
      ? `${strings.season(formatNumber(item.season))} · ${strings.episode(formatNumber(item.episode))}`
      : strings.continueFilm;
  return { to, detail, progress: undefined };
}

/**
 * The home page's "continue" row, to pick up where the visitor stopped: chapters being read and episodes being watched,
 * from the shared progress module (on this device). Nothing on the server's drawing nor for a first visit: it sits
 * below the carousels, so its arrival moves nothing on the first screen.
 */
export function ContinueRow() {
  const items = useContinueItems(8);
  if (items.length === 0) return null;
  return (
    <Section title={strings.continueRow}>
      <ul className={styles.row}>
        {items.map((item) => {
          const c = card(item);
          return (
            <li key={item.kind === 'read' ? `read:${item.manga}` : `watch:${item.work}`}>
              <ContinueCard
                to={c.to}
                title={item.title}
                poster={item.poster}
                detail={c.detail}
                kind={item.kind}
                progress={c.progress}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
