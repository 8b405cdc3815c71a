import { strings } from '../../strings.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (the home link), not on its children. */
  end?: boolean;
  /** Another document, outside the site's router (the offline reader): a plain link. */
  document?: boolean;
}

export interface NavLabels {
  home: string;
  movies: string;
  series: string;
  manga: string;
  staff: string;
  about: string;
  login: string;
  admin: string;
  logout: string;
}

export const defaultNavLabels: NavLabels = {
  home: strings.navHome,
  movies: strings.navMovies,
  series: strings.navSeries,
  manga: strings.navManga,
  staff: strings.navStaff,
  about: strings.navAbout,
  login: strings.navLogin,
  admin: strings.navAdmin,
  logout: strings.navLogout,
};

/** The public sections, in the navbar's order (the footer repeats them). */
export function publicLinks(labels: Partial<NavLabels> = {}): NavItem[] {
  const l = { ...defaultNavLabels, ...labels };
  return [
    { to: '/', label: l.home, end: true },
    { to: '/movies', label: l.movies },
    { to: '/series', label: l.series },
    { to: '/manga', label: l.manga },
    { to: '/staff', label: l.staff },
    { to: '/about', label: l.about },
  ];
}

/**
 * The offline reader (/read/, the reader's standalone app with the chapters saved on this device): in the
 * phone menu and the footer, not in the desktop bar, which has no room left.
 */
export const offlineLink = (label: string = strings.navOffline): NavItem => ({ to: '/read/', label, document: true });

/** SPEC §2 Shell: /login only when signed out; /admin and /logout only when signed in. */
export function navLinks(signedIn: boolean, labels: Partial<NavLabels> = {}): NavItem[] {
  const l = { ...defaultNavLabels, ...labels };
  return [
    ...publicLinks(l),
    ...(signedIn
      ? [
          { to: '/admin', label: l.admin },
          { to: '/logout', label: l.logout },
        ]
      : [{ to: '/login', label: l.login }]),
  ];
}
