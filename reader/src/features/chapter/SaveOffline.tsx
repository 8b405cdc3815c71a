import type { ChapterRead } from '@ckb/api-client';
import {
  offlinePath,
  offlineSupported,
  saveChapter,
  savedChapters,
  storageUse,
  type SaveQuality,
} from '@ckb/api-client/offline';
import { formatNumber, formatSize } from '@ckb/design-system';
import { ChoiceGroup } from '@ckb/design-system/reader';
import { useEffect, useState } from 'react';
import { isStandalone } from '../../lib/host.ts';
import { strings } from '../../strings.ts';
import buttons from './buttons.module.css';
import styles from './SaveOffline.module.css';

type State =
  | { kind: 'idle' }
  | { kind: 'measuring' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved'; bytes: number }
  | { kind: 'tooBig'; needed: number; free: number }
  | { kind: 'failed' };

/**
 * "Save for offline", in the chapters drawer of the site's reader and of the standalone one: the chapter's
 * pictures (the data saver's by default, or the full ones) into the offline reader's store, after checking
 * they fit in what the browser grants the site; the storage in use is shown. Read at /read/ without a network.
 */
export function SaveOffline({ data }: { data: ChapterRead }) {
  const [quality, setQuality] = useState<SaveQuality>('saver');
  const [use, setUse] = useState<{ usage: number; quota: number } | null>(null);
  const [state, setState] = useState<State>(() => {
    const saved = savedChapters().find((c) => c.id === data.chapter._id);
    return saved ? { kind: 'saved', bytes: saved.bytes } : { kind: 'idle' };
  });
  useEffect(() => {
    void storageUse().then(setUse);
  }, [state.kind]);
  if (!offlineSupported()) return null;

  const args = { manga: data.manga.manga_id, session: data.session.name_session, chapter: data.chapter.name_chapter };
  const save = async () => {
    setState({ kind: 'measuring' });
    try {
      const result = await saveChapter(args, quality, (done, total) => setState({ kind: 'saving', done, total }), data);
      setState(result.kind === 'saved' ? { kind: 'saved', bytes: result.record.bytes } : result);
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const busy = state.kind === 'saving' || state.kind === 'measuring';

  return (
    <section className={styles.offline} aria-labelledby="save-offline">
      <h3 id="save-offline" className={styles.offlineTitle}>
        {strings.saveOffline}
      </h3>
      <ChoiceGroup<SaveQuality>
        legend={strings.saveQuality}
        value={quality}
        onChange={setQuality}
        options={[
          { value: 'saver', label: strings.qualitySaver },
          { value: 'high', label: strings.qualityHigh },
        ]}
      />
      <button type="button" className={buttons.primary} onClick={() => void save()} disabled={busy}>
        {strings.saveOffline}
      </button>
      <p role="status" className={styles.offlineStatus}>
        {state.kind === 'measuring'
          ? strings.measuring
          : state.kind === 'saving'
            ? strings.saving(formatNumber(state.done), formatNumber(state.total))
            : state.kind === 'saved'
              ? strings.saved(formatSize(state.bytes))
              : state.kind === 'tooBig'
                ? strings.tooBig(formatSize(state.needed), formatSize(state.free))
                : state.kind === 'failed'
                  ? strings.problem
                  : ''}
      </p>
      {state.kind === 'saved' && !isStandalone() ? (
        // the saved chapter is read in the offline reader (another document: a plain link)
        <a className={styles.openOffline} href={offlinePath(args)}>
          {strings.openOffline}
        </a>
      ) : null}
      {use ? (
        <p className={styles.storage}>{strings.storageUse(formatSize(use.usage), formatSize(use.quota))}</p>
      ) : null}
    </section>
  );
}
