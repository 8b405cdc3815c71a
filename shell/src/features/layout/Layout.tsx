import { selectIsAuthenticated, useAppSelector } from '@ckb/api-client';
import { Footer, Navbar, useHydrated, useLocation } from '@ckb/design-system';
import { useEffect, useRef, type ReactNode } from 'react';
import { findRoute } from '@ckb/contract/routes';
import { config } from '../../config.ts';
import { strings } from '../../strings.ts';
import { Overlay } from '../../components/Overlay.tsx';
import { ShellAd } from '../../components/ShellAd.tsx';
import { NavSearch } from '../../components/search/NavSearch.tsx';
import styles from './Layout.module.css';

/**
 * The main layout (SPEC §2 Shell): navbar with the mobile drawer, the ad banner (the api's active ads), routed content
 * with a fade keyed on the full path, the footer, and the global overlay.
 */
export function Layout({ children }: { children: ReactNode }) {
  // The server draws every page signed out: the visitor's own navbar follows the hydration.
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectIsAuthenticated) && hydrated;
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // After a client-side navigation, start at the top and move focus to the new content, as a page load would.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // Pages shown on their own, without the navbar, ad and footer (`/hi`: the software company's own landing page, not a
  // page of the anime site), as the route map says; the api marks their drawn HTML the same way (`data-bare`).
  if (findRoute(location.pathname)?.route.bare) {
    return (
      <div className={styles.shell}>
        <main id="main" ref={main} tabIndex={-1} className={styles.bare}>
          <div key={location.pathname}>{children}</div>
        </main>
        <Overlay />
      </div>
    );
  }

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {strings.skipToContent}
      </a>
      <Navbar
        signedIn={signedIn}
        brandName={strings.siteName}
        logo={<img src="/favicon.svg" alt="" width={32} height={32} />}
        search={<NavSearch />}
      />
      <ShellAd />
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {/* Keyed on the whole pathname: every new page fades in; a query change (?page=2) keeps the page mounted.
            Not the page the document was loaded with ('default'): the server may have drawn it already, and
            replacing that drawing must not make it blink. */}
        <div key={location.pathname} className={location.key === 'default' ? undefined : styles.fade}>
          {children}
        </div>
      </main>
      <Footer telegramUrl={config.social.telegram} tiktokUrl={config.social.tiktok} brandName={strings.siteName} />
      <Overlay />
    </div>
  );
}
