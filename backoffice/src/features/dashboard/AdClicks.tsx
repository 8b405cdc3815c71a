import { useGetAdStatsQuery } from '@ckb/api-client/admin';
import { formatNumber } from '@ckb/design-system';
import { accountStrings } from '../../accountStrings.ts';
import styles from './AdClicks.module.css';

const t = accountStrings.dashboard;
const DAY_MS = 86_400_000;
// Browsers' ICU often lacks Sorani weekday names (they fall back to English): the names are ours.
const WEEKDAYS = ['یەکشەممە', 'دووشەممە', 'سێشەممە', 'چوارشەممە', 'پێنجشەممە', 'هەینی', 'شەممە'];
const dayName = {
  format: (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${formatNumber(date.getUTCDate())}`,
};

/** The last 7 UTC days, oldest first (the api counts per UTC day). */
export function lastWeek(now = Date.now()): string[] {
  return Array.from({ length: 7 }, (_, i) => new Date(now - (6 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The dashboard's ad clicks of the last 7 days: a small bar per day, with the numbers. */
export function AdClicks() {
  const stats = useGetAdStatsQuery();
  const byDay = new Map((stats.data ?? []).map((d) => [d.day, d.clicks]));
  const days = lastWeek().map((day) => ({ day, clicks: byDay.get(day) ?? 0 }));
  const max = Math.max(1, ...days.map((d) => d.clicks));
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <section className={styles.box} aria-labelledby="dashboard-ad-clicks">
      <h2 id="dashboard-ad-clicks" className={styles.title}>
        {t.adClicks}
      </h2>
      <p className={styles.total}>{stats.data ? t.totalClicks(total) : '…'}</p>
      <ol className={styles.bars}>
        {days.map((d) => {
          const label = dayName.format(new Date(`${d.day}T00:00:00Z`));
          return (
            <li key={d.day} className={styles.day}>
              <span className={styles.bar} style={{ blockSize: `${(d.clicks / max) * 100}%` }} aria-hidden="true" />
              <span className={styles.count}>{formatNumber(d.clicks)}</span>
              <span className={styles.label}>
                <span className="visually-hidden">{t.clicksOn(label, d.clicks)}</span>
                <span aria-hidden="true">{label}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
