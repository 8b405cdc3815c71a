import { useGetMangaListQuery, useGetMoviesQuery, useGetSeriesListQuery, useGetUsersQuery } from '@ckb/api-client';
import { formatNumber, Link, useDocumentTitle } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import { AdClicks } from './AdClicks.tsx';
import styles from './DashboardPage.module.css';
import { activityStrings } from '../../components/activity/strings.ts';
import { mayOpen } from '@ckb/api-client/guard';
import { useMe } from '../../lib/useMe.ts';
import { reportStrings } from '../../components/reports/strings.ts';
import { ReportsWaiting, ReviewWaiting } from './WaitingCard.tsx';
import { reviewStrings } from '../../components/review/strings.ts';

/** Only the count is needed: ask for one row and read `totalItems`, instead of loading whole lists. */
const COUNT = { page: 1, limit: 1, select: '_id' } as const;

const linkGroups = [
  {
    title: strings.groups.works,
    links: [
      { to: '/admin/movies', label: strings.links.movies },
      { to: '/admin/series', label: strings.links.series },
      { to: '/admin/manga', label: strings.links.manga },
      { to: '/admin/trash', label: strings.links.trash },
      { to: '/admin/reports', label: reportStrings.title, onlyIfAllowed: true },
      { to: '/admin/review', label: reviewStrings.title, onlyIfAllowed: true },
    ],
  },
  {
    title: strings.groups.add,
    links: [
      { to: '/admin/add', label: strings.links.addWork },
      { to: '/admin/add/ad', label: strings.links.addAd },
      { to: '/admin/add/addevery', label: strings.links.addEvery },
      { to: '/admin/add/addevery', label: strings.links.addEpisode },
      { to: '/admin/add/genre', label: strings.links.addGenre },
      { to: '/admin/add/banner', label: strings.links.addBanner },
    ],
  },
  {
    title: strings.groups.accounts,
    links: [
      { to: '/admin/users', label: strings.links.users },
      { to: '/admin/users/profile', label: strings.links.profile },
      { to: '/admin/activity', label: activityStrings.title },
      { to: '/logout', label: strings.links.logout },
    ],
  },
];

/** /admin (SPEC §2 "Dashboard"): four count cards read from the api, and the link groups. */
export default function DashboardPage() {
  const users = useGetUsersQuery({ page: 1, limit: 1 });
  const manga = useGetMangaListQuery(COUNT);
  const series = useGetSeriesListQuery(COUNT);
  const movies = useGetMoviesQuery(COUNT);
  useDocumentTitle(strings.dashboardTitle, strings.admin);
  // the reports inbox is for those who edit works; a supervisor's dashboard neither counts nor links it
  const { me } = useMe();
  const seesReports = mayOpen(me, '/admin/reports');
  const seesReview = mayOpen(me, '/admin/review');
  const cards = [
    { label: strings.accounts, query: users },
    { label: strings.manga, query: manga },
    { label: strings.series, query: series },
    { label: strings.movies, query: movies },
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{strings.dashboardTitle}</h1>
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="visually-hidden">
          {strings.counts}
        </h2>
        <ul className={styles.cards}>
          {cards.map(({ label, query }) => (
            <li key={label} className={styles.card}>
              <span className={styles.count} aria-busy={query.isLoading}>
                {query.data ? formatNumber(query.data.totalItems) : query.isError ? strings.countUnavailable : '…'}
              </span>
              <span className={styles.label}>{label}</span>
            </li>
          ))}
          {seesReports && <ReportsWaiting />}
          {seesReview && <ReviewWaiting />}
        </ul>
      </section>
      <AdClicks />
      <div className={styles.groups}>
        {linkGroups.map((group, i) => (
          <nav key={group.title} className={styles.group} aria-labelledby={`dashboard-group-${i}`}>
            <h2 id={`dashboard-group-${i}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.links
                .filter((link) => !('onlyIfAllowed' in link) || mayOpen(me, link.to))
                .map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
