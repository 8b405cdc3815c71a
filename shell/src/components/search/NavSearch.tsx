import { SearchIcon, CloseIcon, useLocation } from '@ckb/design-system';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { strings } from '../../strings.ts';
import type { SearchComboboxProps } from './SearchCombobox.tsx';
import styles from './NavSearch.module.css';

type Combobox = ComponentType<SearchComboboxProps>;
let loaded: Combobox | null = null;
const loadCombobox = (): Promise<Combobox> =>
  import('./SearchCombobox.tsx').then((mod) => {
    loaded = mod.SearchCombobox;
    return loaded;
  });

/**
 * The navbar's search. What every visitor downloads is this: a plain `GET /search?q=` form,
 * which works before any script runs. The combobox with its suggestions is a separate chunk, fetched on
 * the first focus (or a pointer over the field), and takes the field's place with what was typed.
 * Below 1024px the form hides behind an icon and opens as a row under the bar.
 */
export function NavSearch() {
  const [Box, setBox] = useState<Combobox | null>(() => loaded);
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  // the plain field had the focus: the combobox replacing it takes it over
  const [focused, setFocused] = useState(false);
  const panelId = useId();
  const { pathname, search } = useLocation();

  // a navigation (a suggestion chosen, a search sent) closes the phone row
  useEffect(() => setOpen(false), [pathname, search]);

  const load = () => {
    if (!Box) void loadCombobox().then((c) => setBox(() => c));
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={open ? strings.closeSearch : strings.openSearch}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          load();
          setOpen((o) => !o);
        }}
      >
        {open ? <CloseIcon size={22} /> : <SearchIcon size={22} />}
      </button>
      <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
        {Box ? (
          <Box initialValue={typed} autoFocus={focused || open} />
        ) : (
          <form role="search" action="/search" method="get" className={styles.form} aria-label={strings.searchLabel}>
            <SearchIcon size={18} className={styles.icon} />
            <input
              type="search"
              name="q"
              className={styles.input}
              placeholder={strings.searchPlaceholder}
              aria-label={strings.searchLabel}
              autoComplete="off"
              maxLength={200}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onFocus={() => {
                setFocused(true);
                load();
              }}
              onPointerEnter={load}
            />
          </form>
        )}
      </div>
    </div>
  );
}
