import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from '../../router.ts';
import { cx } from '../../lib/cx.ts';
import { MenuIcon } from '../../lib/icons.tsx';
import { up, useMediaQuery } from '../../lib/useMediaQuery.ts';
import { strings } from '../../strings.ts';
import { Drawer } from '../Drawer/Drawer.tsx';
import { navLinks, offlineLink, type NavItem, type NavLabels } from './navLinks.ts';
import styles from './Navbar.module.css';

/**
 * `<html data-bars-hidden>`: a full-screen view (the chapter reader) has put its bars away; the navbar slides up
 * with them (Navbar.module.css spells the same attribute).
 */
export const BARS_HIDDEN = 'data-bars-hidden';

export interface NavbarProps {
  /** Shows /admin and /logout instead of /login. */
  signedIn: boolean;
  /** The site's name, the text of the home link beside the logo. */
  brandName?: string;
  /** A logo before the name, e.g. `<img src=... alt="" width height />` (the name labels the link). */
  logo?: ReactNode;
  /** Overrides of the link texts. */
  labels?: Partial<NavLabels>;
  /** The nav landmark's name. */
  navLabel?: string;
  menuLabel?: string;
  /** The search box, between the links and the menu button; it handles phones itself. */
  search?: ReactNode;
  className?: string;
}

/**
 * The top bar: brand, the SPEC's links with the active one marked (`aria-current="page"` from NavLink),
 * and below 1024px a menu button that opens the same links in a Drawer.
 */
export function Navbar({
  signedIn,
  brandName = strings.siteName,
  logo,
  labels,
  navLabel = strings.navLabel,
  menuLabel = strings.menu,
  search,
  className,
}: NavbarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // The inline links take over from 1024px: a drawer left open while widening the window just goes away.
  const wide = useMediaQuery(up('lg'));
  const drawerOpen = menuOpen && !wide;
  const drawerId = useId();
  const links = navLinks(signedIn, labels);

  const list = (items: NavItem[], variant: 'bar' | 'drawer') => (
    <ul className={cx(styles.list, styles[variant])}>
      {items.map((item) => (
        <li key={item.to}>
          {item.document ? (
            <a href={item.to} className={styles.link}>
              {item.label}
            </a>
          ) : (
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => cx(styles.link, isActive && styles.active)}
              onClick={variant === 'drawer' ? () => setMenuOpen(false) : undefined}
            >
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <header className={cx(styles.navbar, className)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {logo}
          <span>{brandName}</span>
        </Link>
        <nav aria-label={navLabel} className={styles.barNav}>
          {list(links, 'bar')}
        </nav>
        {search}
        <button
          type="button"
          className={styles.menuButton}
          aria-label={menuLabel}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          data-early="menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon size={24} />
        </button>
      </div>
      <Drawer id={drawerId} title={menuLabel} open={drawerOpen} onClose={() => setMenuOpen(false)}>
        <nav aria-label={navLabel}>{list([...links, offlineLink()], 'drawer')}</nav>
      </Drawer>
    </header>
  );
}
