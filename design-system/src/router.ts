/**
 * The one import point for react-router in every app of the platform.
 *
 * Module federation shares a package whole, untrimmed: shared as its own singleton, react-router 7
 * costs every first visit about 69 KB of gzipped JS, most of it server and data-router code we never
 * run. Re-exported from here instead, each build keeps only what is listed, and the router still
 * exists once on the page, because the design system is itself a federation singleton. The lint
 * config forbids importing react-router anywhere else, which is what keeps that true.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, RouteObject } from 'react-router-dom';
