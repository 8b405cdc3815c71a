import type { ChapterRead, PageQuality } from '@ckb/api-client';
import { formatNumber } from '@ckb/design-system';
import { ChoiceGroup } from '@ckb/design-system/reader';
import { useState } from 'react';
import { formatSize, offlineSupported, saveChapter, savedChapters } from '../../lib/offline.ts';
import { strings } from '../../strings.ts';
import buttons from './buttons.module.css';
import styles from './SaveOffline.module.css';

/** "Save for offline" (standalone reader): the chapter's pictures in low or high quality, then its size. */
export function SaveOffline({ data }: { data: ChapterRead }) {
  const [quality, setQuality] = useState<PageQuality>('low');
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'saving'; done: number; total: number }
    | { kind: 'saved'; bytes: number }
    | { kind: 'failed' }
  >(() => {
    const saved = savedChapters().find((c) => c.id === data.chapter._id);
    return saved ? { kind: 'saved', bytes: saved.bytes } : { kind: 'idle' };
  });
  if (!offlineSupported()) return null;
  const save = async () => {
    setState({ kind: 'saving', done: 0, total: data.pages.length });
    try {
      const record = await saveChapter(data, quality, (done, total) => setState({ kind: 'saving', done, total }));
      setState({ kind: 'saved', bytes: record.bytes });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <section className={styles.offline} aria-labelledby="save-offline">
      <h3 id="save-offline" className={styles.offlineTitle}>
        {strings.saveOffline}
      </h3>
      <ChoiceGroup<PageQuality>
        legend={strings.saveQuality}
        value={quality}
        onChange={setQuality}
        options={[
          { value: 'low', label: strings.qualityLow },
          { value: 'high', label: strings.qualityHigh },
        ]}
      />
      <button type="button" className={buttons.primary} onClick={() => void save()} disabled={state.kind === 'saving'}>
        {strings.saveOffline}
      </button>
      <p role="status" className={styles.offlineStatus}>
        {state.kind === 'saving'
          ? strings.saving(formatNumber(state.done), formatNumber(state.total))
          : state.kind === 'saved'
            ? strings.saved(formatSize(state.bytes))
            : state.kind === 'failed'
              ? strings.problem
              : ''}
      </p>
    </section>
  );
}
