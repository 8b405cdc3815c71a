import { formatDate, formatNumber, TypeBadge } from '@ckb/design-system';
import { publicNumber, type AnyWork, type Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';
import styles from './InfoCard.module.css';

/** The facts an editor checks at a glance. Text is rendered as text, never as HTML. */
export function InfoCard({ kind, work }: { kind: Kind; work: AnyWork }) {
  const status = (work as { status?: string }).status;
  const facts: Array<[string, string]> = [
    ['#', strings.number(publicNumber(kind, work) ?? 0)],
    [strings.detail.views, formatNumber(work.view)],
    [strings.detail.rating, `${formatNumber(work.rating)}/${formatNumber(10)}`],
    [strings.detail.date, work.date_publish ? formatDate(work.date_publish) : '—'],
    ...(status && status in strings.statusLabels
      ? [[strings.fields.status!, strings.statusLabels[status as 'continue' | 'finish']] as [string, string]]
      : []),
  ];
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{strings.fields.type}</dt>
        <dd>
          <TypeBadge type={work.type} />
        </dd>
      </div>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
