import { useSearchWorksQuery, type SearchItem } from '@ckb/api-client';
import { SearchIcon, TypeBadge, formatNumber, useNavigate } from '@ckb/design-system';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { strings } from '../../strings.ts';
import styles from './NavSearch.module.css';

export interface SearchComboboxProps {
  /** What was typed in the plain field before this code arrived. */
  initialValue: string;
  autoFocus?: boolean;
}

const DEBOUNCE_MS = 250;
const SUGGESTIONS = 6;

/** SPEC §2 card link targets: anime -> /movies/n, series -> /series/n, the manga family -> /manga/n. */
function workPath(w: SearchItem): string {
  if (w.type === 'anime') return `/movies/${w.movie_id}`;
  if (w.type === 'series') return `/series/${w.series_id}`;
  return `/manga/${w.manga_id}`;
}

const searchPath = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;

/**
 * The navbar's combobox (WAI-ARIA combobox with a listbox popup): suggestions as the visitor
 * types (debounced), each with its poster, both names and a type badge; ↑/↓ move, Enter opens the
 * highlighted work or, with none, the /search page for the words; Escape closes the list, then clears.
 * Loaded on first use (NavSearch.tsx).
 */
export function SearchCombobox({ initialValue, autoFocus }: SearchComboboxProps) {
  const [value, setValue] = useState(initialValue);
  const [debounced, setDebounced] = useState(initialValue.trim());
  const [expanded, setExpanded] = useState(initialValue.trim() !== '');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    const el = input.current;
    el?.focus();
    el?.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const q = debounced.slice(0, 200);
  const { data, isFetching } = useSearchWorksQuery({ q, limit: SUGGESTIONS }, { skip: q === '' });
  const items = q === '' ? [] : (data?.results ?? []);
  const showList = expanded && q !== '';
  // one more option after the works: every result on the /search page
  const count = items.length + (showList ? 1 : 0);
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    input.current?.blur();
    navigate(to);
  };
  const choose = (i: number) => {
    const item = items[i];
    if (item) go(workPath(item));
    else if (value.trim()) go(searchPath(value));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setExpanded(true);
      if (count > 0) setActive((a) => (a + 1) % count);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setExpanded(true);
      if (count > 0) setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (showList && active >= 0) choose(active);
      else if (value.trim()) go(searchPath(value));
    } else if (e.key === 'Escape') {
      if (showList) close();
      else setValue('');
    } else if (e.key === 'Home' || e.key === 'End') {
      setActive(-1);
    }
  };

  // a click anywhere else closes the list
  useEffect(() => {
    if (!showList) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [showList]);

  const status = !showList
    ? ''
    : isFetching && items.length === 0
      ? strings.searchWaiting
      : items.length === 0
        ? strings.searchNone
        : strings.searchCount(formatNumber(items.length));

  return (
    <div ref={root} className={styles.combobox}>
      <form
        role="search"
        action="/search"
        method="get"
        className={styles.form}
        aria-label={strings.searchLabel}
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim()) go(searchPath(value));
        }}
      >
        <SearchIcon size={18} className={styles.icon} />
        <input
          ref={input}
          type="search"
          name="q"
          role="combobox"
          className={styles.input}
          placeholder={strings.searchPlaceholder}
          aria-label={strings.searchLabel}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={200}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setExpanded(true);
            setActive(-1);
          }}
          onFocus={() => setExpanded(true)}
          onKeyDown={onKeyDown}
        />
      </form>
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={strings.searchSuggestions}
        className={styles.listbox}
        hidden={!showList}
      >
        {items.map((item, i) => (
          <li
            key={item._id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? `${styles.option} ${styles.activeOption}` : styles.option}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => choose(i)}
            onPointerMove={() => setActive(i)}
          >
            <img src={item.poster.low} alt="" width={40} height={60} className={styles.poster} loading="lazy" />
            <span className={styles.names}>
              <span className={styles.en} lang="en" dir="ltr">
                {item.en}
              </span>
              <span className={styles.ku}>{item.ku}</span>
            </span>
            <TypeBadge type={item.type} className={styles.badge} />
          </li>
        ))}
        {showList ? (
          <li
            id={optionId(items.length)}
            role="option"
            aria-selected={active === items.length}
            className={
              active === items.length
                ? `${styles.option} ${styles.all} ${styles.activeOption}`
                : `${styles.option} ${styles.all}`
            }
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => choose(items.length)}
            onPointerMove={() => setActive(items.length)}
          >
            {strings.searchAll(value.trim())}
          </li>
        ) : null}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
