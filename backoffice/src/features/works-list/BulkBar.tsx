import { useAppDispatch, useGetGenresQuery } from '@ckb/api-client';
import { useBulkWorksMutation } from '@ckb/api-client/admin';
import type { BulkActionT } from '@ckb/contract';
import { Button } from '@ckb/design-system';
import { ConfirmDialog, SelectField } from '@ckb/design-system/admin';
import { useState } from 'react';
import { outcome } from '../../lib/mutations.ts';
import type { Kind } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import { listStrings as t } from './strings.ts';
import styles from './WorksListPage.module.css';

interface Props {
  kind: Kind;
  selected: ReadonlySet<string>;
  /** After an action went through (or to clear the choice by hand). */
  onClear: () => void;
}

/**
 * The actions on the chosen works of a list: hide, show, add a genre, delete. Each asks once, naming how many,
 * then is one call (`POST /api/{kind}/bulk`, all or nothing); a delete's toast is the trash's undo.
 */
export function BulkBar({ kind, selected, onClear }: Props) {
  const dispatch = useAppDispatch();
  const [bulk] = useBulkWorksMutation();
  const genres = useGetGenresQuery();
  const [genre, setGenre] = useState('');
  const [asking, setAsking] = useState<BulkActionT | null>(null);
  const [busy, setBusy] = useState(false);
  const count = selected.size;
  if (count === 0) return null;
  const genreName = genres.data?.find((g) => g._id === genre)?.name ?? '';

  const question: Record<BulkActionT, string> = {
    hide: t.hideQuestion(count),
    show: t.showQuestion(count),
    genre: t.genreQuestion(count, genreName),
    delete: t.deleteQuestion(count),
  };
  const success: Record<BulkActionT, string> = {
    hide: t.hidden(count),
    show: t.shown(count),
    genre: t.genreAdded(count),
    delete: t.deleted(count),
  };

  const run = async (action: BulkActionT) => {
    setBusy(true);
    const started = bulk({
      kind,
      body: { action, work_ids: [...selected], ...(action === 'genre' ? { genre } : {}) },
    });
    const result = await outcome(dispatch, started, { success: success[action], errorPrefix: t.failed });
    setBusy(false);
    setAsking(null);
    if (result.ok) onClear();
  };

  return (
    <section className={styles.bulk} aria-label={t.bulk}>
      <p className={styles.chosenCount} role="status">
        {t.chosen(count)}
      </p>
      <div className={styles.bulkActions}>
        <Button size="sm" variant="secondary" onClick={() => setAsking('hide')}>
          {t.hide}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking('show')}>
          {t.show}
        </Button>
        <div className={styles.genrePick}>
          <SelectField
            name="bulk-genre"
            label={t.genre}
            value={genre}
            placeholder={strings.choose}
            onChange={(e) => setGenre(e.target.value)}
            options={(genres.data ?? []).map((g) => ({ value: g._id, label: g.name }))}
          />
          <Button size="sm" variant="secondary" disabled={!genre} onClick={() => setAsking('genre')}>
            {t.addGenre}
          </Button>
        </div>
        <Button size="sm" variant="danger" onClick={() => setAsking('delete')}>
          {t.delete}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t.clear}
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? question[asking] : ''}
        tone={asking === 'delete' ? 'danger' : 'primary'}
        confirmLabel={asking === 'delete' ? strings.yesDelete : t.yes}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      >
        {asking === 'delete' ? t.deleteBody[kind] : undefined}
      </ConfirmDialog>
    </section>
  );
}
