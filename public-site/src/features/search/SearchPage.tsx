import { useGetGenresQuery, useSearchWorksQuery, type SearchArgs, type WorkType } from '@ckb/api-client';
import {
  Button,
  EmptyState,
  Link,
  formatNumber,
  useNavigate,
  useSearchParams,
  workTypeLabels,
  useDocumentTitle,
} from '@ckb/design-system';
import { Pagination } from '@ckb/design-system/details';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { Problem, Waiting } from '../../components/PageStates.tsx';
import { WorkGrid } from '../../components/WorkGrid.tsx';
import { genrePath, workPath } from '../../lib/links.ts';
import { startPaging, useFocusAfterPaging } from '../../lib/paging.ts';
import { searchStrings as s } from '../../searchStrings.ts';
import { strings } from '../../strings.ts';
import { detailStrings } from '../../detailStrings.ts';
import { searchArgsFrom, searchPath } from './searchParams.ts';
import styles from './SearchPage.module.css';

const TYPES: WorkType[] = ['anime', 'series', 'manga', 'manhua', 'oneshot'];
const SORTS: [NonNullable<SearchArgs['sort']>, string][] = [
  ['relevance', s.sortRelevance],
  ['newest', s.sortNewest],
  ['views', s.sortViews],
  ['rating', s.sortRating],
];
const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: THIS_YEAR - 1979 }, (_, i) => THIS_YEAR - i);

/**
 * /search: the visitor's words and every filter live in the URL, so a search can be shared,
 * reloaded and walked with back / forward; each change is a new history entry.
 */
function SearchPageContent() {
  const [search] = useSearchParams();
  const args = searchArgsFrom(search);
  const navigate = useNavigate();
  const result = useSearchWorksQuery(args);
  const genres = useGetGenresQuery();
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterPaging(headingRef, args.page ?? 1);

  const title = args.q ? s.resultsFor(args.q) : s.title;
  useDocumentTitle(title);

  // the text field is the visitor's until they submit; a new URL (back / forward) puts its words back
  const [typed, setTyped] = useState(args.q ?? '');
  const [shownQ, setShownQ] = useState(args.q ?? '');
  if ((args.q ?? '') !== shownQ) {
    setShownQ(args.q ?? '');
    setTyped(args.q ?? '');
  }

  const go = (change: Partial<SearchArgs>) => navigate(searchPath({ ...args, page: 1, ...change }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() || undefined });
  };
  const activeGenre = genres.data?.find((g) => g.slug === args.genre);
  const { data, isLoading, isFetching, isError, refetch } = result;

  let body;
  if (isLoading) body = <Waiting />;
  else if (isError && !data) body = <Problem onRetry={() => void refetch()} />;
  else if (!data || data.totalItems === 0)
    body = (
      <EmptyState title={s.noResults} titleAs="h2">
        <p>{s.noResultsHint}</p>
        <ul className={styles.genreChips} aria-label={s.genresHeading}>
          {(genres.data ?? []).map((g) => (
            <li key={g._id}>
              <Link to={genrePath(g.slug)} className={styles.chip}>
                {g.name}
              </Link>
            </li>
          ))}
        </ul>
      </EmptyState>
    );
  else if (data.results.length === 0)
    body = (
      <EmptyState
        title={strings.pageOutOfRange}
        action={
          <Button variant="secondary" to={searchPath({ ...args, page: 1 })}>
            {strings.toFirstPage}
          </Button>
        }
      />
    );
  else
    body = (
      <div className={styles.results} aria-busy={isFetching || undefined}>
        <WorkGrid
          works={data.results.map((w) => ({
            key: w._id,
            to: workPath(w),
            en: w.en,
            ku: w.ku,
            poster: w.poster,
            badge: w.type,
            genres: w.genres,
          }))}
          titleAs="h2"
          eager={4}
          density="wide"
          label={title}
        />
      </div>
    );

  const filtered = Boolean(args.type || args.genre || args.status || args.year || args.sort);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {data && data.totalItems > 0 ? (
          <p className={styles.count}>
            {data.capped ? `${s.resultCountOver} ` : ''}
            {formatNumber(data.totalItems)} {s.resultCount}
          </p>
        ) : null}
      </div>

      <form
        role="search"
        aria-label={s.title}
        className={styles.form}
        action="/search"
        method="get"
        onSubmit={onSubmit}
      >
        <label htmlFor={`${ids}-q`} className={styles.label}>
          {s.query}
        </label>
        <div className={styles.queryRow}>
          <input
            id={`${ids}-q`}
            name="q"
            type="search"
            className={styles.input}
            value={typed}
            placeholder={s.queryPlaceholder}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit">{s.submit}</Button>
        </div>
      </form>

      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{s.filters}</legend>
        <label className={styles.field}>
          <span className={styles.label}>{s.kind}</span>
          <select
            className={styles.select}
            value={args.type ?? ''}
            onChange={(e) => go({ type: e.target.value || undefined })}
          >
            <option value="">{s.allKinds}</option>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {workTypeLabels[t]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{s.genre}</span>
          <select
            className={styles.select}
            value={args.genre ?? ''}
            onChange={(e) => go({ genre: e.target.value || undefined })}
          >
            <option value="">{s.allGenres}</option>
            {(genres.data ?? []).map((g) => (
              <option key={g._id} value={g.slug}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{s.status}</span>
          <select
            className={styles.select}
            value={args.status ?? ''}
            onChange={(e) => go({ status: (e.target.value || undefined) as SearchArgs['status'] })}
          >
            <option value="">{s.anyStatus}</option>
            <option value="continue">{detailStrings.statuses.continue}</option>
            <option value="finish">{detailStrings.statuses.finish}</option>
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{s.year}</span>
          <select
            className={styles.select}
            value={args.year ? String(args.year) : ''}
            onChange={(e) => go({ year: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{s.anyYear}</option>
            {YEARS.map((y) => (
              <option key={y} value={y}>
                {formatNumber(y, { useGrouping: false })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{s.sort}</span>
          <select
            className={styles.select}
            value={args.sort ?? 'relevance'}
            onChange={(e) => go({ sort: e.target.value as SearchArgs['sort'] })}
          >
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <Button variant="secondary" size="sm" to={searchPath({ q: args.q })} className={styles.clear}>
            {s.clear}
          </Button>
        ) : null}
      </fieldset>

      {activeGenre ? (
        <p className={styles.active}>
          <span className={styles.chip}>{s.activeGenre(activeGenre.name)}</span>
        </p>
      ) : null}

      {body}
      {data && data.totalPages > 1 ? (
        <Pagination
          page={args.page ?? 1}
          totalPages={data.totalPages}
          hrefFor={(p) => searchPath({ ...args, page: p })}
          onPageChange={startPaging}
          className={styles.pagination}
        />
      ) : null}
    </div>
  );
}

export default function SearchPage() {
  return (
    <PageFrame>
      <SearchPageContent />
    </PageFrame>
  );
}
