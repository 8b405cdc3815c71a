import type { PagePhoto } from '@ckb/api-client';
import { ConfirmDialog } from '@ckb/design-system/admin';
import { strings } from '../../strings.ts';
import { placeholderOf, thumbnailOf } from './PageTile.tsx';
import styles from './PageGrid.module.css';

const t = strings.chapterPage;

interface Props {
  /** What a yes deletes, each with its place in the order shown now; none closes the dialog. */
  pages: ReadonlyArray<{ page: PagePhoto; number: number }>;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before pages go: it shows each picture with its number and names how many go. */
export function DeletePagesDialog({ pages, busy, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={pages.length > 0}
      title={t.deletePagesQuestion(pages.length)}
      confirmLabel={strings.yesDelete}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul className={styles.doomed} aria-label={t.deletePagesShown}>
        {pages.map(({ page, number }) => (
          <li key={page._id}>
            <img
              src={thumbnailOf(page)}
              alt={t.page(number)}
              width={page.width}
              height={page.height}
              loading="lazy"
              decoding="async"
              style={{ backgroundImage: placeholderOf(page), aspectRatio: `${page.width || 2} / ${page.height || 3}` }}
            />
            <span aria-hidden="true">{t.page(number)}</span>
          </li>
        ))}
      </ul>
      <p>{t.deletePagesBody}</p>
    </ConfirmDialog>
  );
}
