import { useAppDispatch, useGetGenresQuery, type Genre } from '@ckb/api-client';
import {
  useCreateGenreMutation,
  useDeleteGenreMutation,
  useReorderGenresMutation,
  useUpdateGenreMutation,
} from '@ckb/api-client/admin';
import { Button, formatNumber } from '@ckb/design-system';
import { TextField } from '@ckb/design-system/admin';
import { useState, type FormEvent } from 'react';
import { AdminPage } from '../../components/AdminPage.tsx';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { outcome } from '../../lib/mutations.ts';
import { strings } from '../../strings.ts';
import { genreStrings as g } from './strings.ts';
import styles from './GenresPage.module.css';

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A name and slug pair, for adding and renaming; the api's 400 / 409 is shown under it. */
function GenreForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  initial: { name: string; slug: string };
  submitLabel: string;
  onSubmit: (body: { name: string; slug: string }) => Promise<string | null>;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !slug.trim()) {
      setError(g.required);
      return;
    }
    setBusy(true);
    const problem = await onSubmit({ name: name.trim(), slug: slugOf(slug) });
    setBusy(false);
    setError(problem);
    if (!problem && !onCancel) {
      setName('');
      setSlug('');
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id={`${idPrefix}-name`}
        label={g.name}
        value={name}
        required
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        id={`${idPrefix}-slug`}
        label={g.slug}
        hint={g.slugHint}
        value={slug}
        required
        maxLength={60}
        dir="ltr"
        onChange={(e) => setSlug(e.target.value)}
      />
      <div className={styles.formActions}>
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
            {g.cancel}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** /admin/add/genre (SPEC §2 dashboard link): list, add, rename, reorder and delete genres. */
export default function GenresPage() {
  const dispatch = useAppDispatch();
  const { data: genres = [], isLoading } = useGetGenresQuery();
  const [createGenre] = useCreateGenreMutation();
  const [updateGenre] = useUpdateGenreMutation();
  const [reorderGenres, reorder] = useReorderGenresMutation();
  const [deleteGenre] = useDeleteGenreMutation();
  const [editing, setEditing] = useState<string | null>(null);

  const problem = async (started: Parameters<typeof outcome>[1], success: string) => {
    const result = await outcome(dispatch, started, { success, quiet: [400, 409] });
    return result.ok ? null : result.message;
  };
  const move = (genre: Genre, by: -1 | 1) => {
    const ids = genres.map((x) => x._id);
    const i = ids.indexOf(genre._id);
    const j = i + by;
    if (j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
    void outcome(dispatch, reorderGenres(ids), { success: g.reordered });
  };

  return (
    <AdminPage
      title={g.title}
      subtitle={g.subtitle(formatNumber(genres.length))}
      crumbs={[{ to: '/admin/add', label: strings.add }]}
    >
      <section className={styles.card} aria-labelledby="genre-add">
        <h2 id="genre-add" className={styles.heading}>
          {g.addHeading}
        </h2>
        <GenreForm
          idPrefix="genre-new"
          initial={{ name: '', slug: '' }}
          submitLabel={g.add}
          onSubmit={(body) => problem(createGenre(body), g.created)}
        />
      </section>

      {isLoading ? (
        <p>{strings.loading}</p>
      ) : genres.length === 0 ? (
        <p>{g.empty}</p>
      ) : (
        <ol className={styles.list} aria-label={g.listLabel} aria-busy={reorder.isLoading || undefined}>
          {genres.map((genre, i) => (
            <li key={genre._id} className={styles.row}>
              {editing === genre._id ? (
                <GenreForm
                  idPrefix={`genre-${genre._id}`}
                  initial={{ name: genre.name, slug: genre.slug }}
                  submitLabel={g.save}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (body) => {
                    const p = await problem(updateGenre({ id: genre._id, body }), g.renamed);
                    if (!p) setEditing(null);
                    return p;
                  }}
                />
              ) : (
                <>
                  <span className={styles.position}>{formatNumber(i + 1)}</span>
                  <span className={styles.names}>
                    <span className={styles.name}>{genre.name}</span>
                    <span className={styles.slug} dir="ltr">
                      {genre.slug}
                    </span>
                  </span>
                  <span className={styles.count}>{g.works(formatNumber(genre.works))}</span>
                  <span className={styles.actions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={g.up(genre.name)}
                      disabled={i === 0 || reorder.isLoading}
                      onClick={() => move(genre, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={g.down(genre.name)}
                      disabled={i === genres.length - 1 || reorder.isLoading}
                      onClick={() => move(genre, 1)}
                    >
                      ↓
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(genre._id)}>
                      {g.rename}
                    </Button>
                    <ConfirmButton
                      label={g.delete}
                      question={g.deleteQuestion(genre.name)}
                      details={g.deleteDetails}
                      onConfirm={() => outcome(dispatch, deleteGenre(genre._id), { success: g.deleted })}
                    />
                  </span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminPage>
  );
}
