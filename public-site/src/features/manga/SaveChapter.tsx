import type { ChapterArgs } from '@ckb/api-client';
import { offlinePath, offlineSupported, saveChapter, savedChapters } from '@ckb/api-client/offline';
import { CheckIcon, formatNumber, formatSize, useHydrated } from '@ckb/design-system';
import { DownloadIcon } from '@ckb/design-system/details';
import { useState } from 'react';
import { strings } from '../../strings.ts';
import styles from './MangaDetailPage.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved' }
  | { kind: 'tooBig'; needed: number; free: number }
  | { kind: 'failed' };

/**
 * A chapter card's save button: the chapter, with the data saver's pictures, into the offline reader's store
 * (the reader's own save offers the full pictures too). Once saved it opens the chapter in /read/.
 */
export function SaveChapter({ chapter, label, id }: { chapter: ChapterArgs; label: string; id: string }) {
  const [state, setState] = useState<State>(() =>
    savedChapters().some((c) => c.id === id) ? { kind: 'saved' } : { kind: 'idle' },
  );
  // The server cannot tell whether this browser saves chapters: the button follows the hydration.
  const hydrated = useHydrated();
  if (!hydrated || !offlineSupported()) return null;
  const save = async () => {
    setState({ kind: 'saving', done: 0, total: 0 });
    try {
      const result = await saveChapter(chapter, 'saver', (done, total) => setState({ kind: 'saving', done, total }));
      setState(result.kind === 'saved' ? { kind: 'saved' } : result);
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const problem = state.kind === 'tooBig' || state.kind === 'failed';
  return (
    <>
      {state.kind === 'saved' ? (
        <a className={styles.save} href={offlinePath(chapter)} aria-label={strings.openSaved(label)}>
          <CheckIcon size={18} />
        </a>
      ) : (
        <button
          type="button"
          className={styles.save}
          aria-label={strings.saveChapter(label)}
          disabled={state.kind === 'saving'}
          onClick={() => void save()}
        >
          {state.kind === 'saving' && state.total > 0 ? (
            <span className={styles.saveCount}>{formatNumber(Math.floor((100 * state.done) / state.total))}٪</span>
          ) : (
            <DownloadIcon size={18} />
          )}
        </button>
      )}
      <p role="status" className={problem ? styles.saveProblem : 'visually-hidden'}>
        {state.kind === 'saving'
          ? strings.savingChapter(label)
          : state.kind === 'saved'
            ? strings.savedChapter(label)
            : state.kind === 'tooBig'
              ? strings.chapterTooBig(formatSize(state.needed), formatSize(state.free))
              : state.kind === 'failed'
                ? strings.saveFailed
                : ''}
      </p>
    </>
  );
}
