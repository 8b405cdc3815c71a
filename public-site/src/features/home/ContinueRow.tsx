import { pageHash, useContinueItems, type ContinueItem } from '@ckb/api-client';
import { ContinueCard, formatNumber } from '@ckb/design-system';
import { Section } from '../../components/Section.tsx';
import { chapterPath } from '../../lib/links.ts';
import { episodeSearch, WATCH_ID } from '../../lib/watchParams.ts';
import { strings } from '../../strings.ts';
import styles from './ContinueRow.module.css';

const chapterNumber = (name: string) => (/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);

function card(item: ContinueItem) {
  if (item.kind === 'read') {
    return {
      // straight to the page where the visitor stopped (the reader reads the fragment)
      to: `${chapterPath(item.manga, item.session, item.chapter)}${pageHash(item.page)}`,
      detail: `${strings.chapter(chapterNumber(item.chapter))} · ${strings.pageOf(formatNumber(item.page), formatNumber(item.pages))}`,
      progress: item.pages > 0 ? item.page / item.pages : undefined,
    };
  }
  const [kind, number] = item.work.split(':');
  const episode = item.season !== undefined && item.episode !== undefined;
  // straight to the episode, at the player: its season and episode in the address, as an episode link has them
  const to =
    kind === 'movie'
      ? `/movies/${number}#${WATCH_ID}`
      : `/series/${number}${episode ? episodeSearch(item.season!, item.episode!) : ''}#${WATCH_ID}`;
  const detail = episode
    ? `${strings.season(formatNumber(item.season!))} · ${strings.episode(formatNumber(item.episode!))}`
    : strings.continueFilm;
  return { to, detail, progress: undefined };
}

/**
 * The home page's "continue" row, right under the hero, to pick up where the visitor stopped in one tap: chapters
 * being read (at their page) and episodes being watched (at the player), from the shared progress module (on this
 * device), in one line that scrolls sideways, so its height is one card's whatever it holds. The server cannot know
 * the records: its drawing has an empty row, whose space is kept only when the page's first script found some
 * (`<html data-continue>`, contract `CONTINUE_PROBE`); the row then arrives in that space and moves nothing.
 */
export function ContinueRow() {
  const items = useContinueItems(8);
  if (items.length === 0)
    return (
      <div className={styles.reserve} aria-hidden="true">
        <Section title={strings.continueRow}>
          <ul className={styles.row} />
        </Section>
      </div>
    );
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
