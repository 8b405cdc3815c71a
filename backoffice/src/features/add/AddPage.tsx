import { useSearchParams } from '@ckb/design-system';
import { Tabs } from '@ckb/design-system/details';
import { AdminPage } from '../../components/AdminPage.tsx';
import { WorkCreateForm } from '../../components/WorkCreateForm.tsx';
import type { Kind } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import styles from './AddPage.module.css';

const KINDS: Kind[] = ['movies', 'series', 'manga'];

/** /admin/add (SPEC §2): three tabs, films first; the chosen tab is kept in the URL (`?type=series`). */
export default function AddPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const selected: Kind = KINDS.includes(type as Kind) ? (type as Kind) : 'movies';
  return (
    <AdminPage title={strings.addPage.title}>
      <div className={styles.card}>
        <Tabs
          label={strings.addPage.tabs}
          selectedId={selected}
          onSelect={(id) => setParams(id === 'movies' ? {} : { type: id }, { replace: true })}
          items={KINDS.map((kind) => ({
            id: kind,
            label: strings.kinds[kind].one,
            content: <WorkCreateForm key={kind} kind={kind} />,
          }))}
        />
      </div>
    </AdminPage>
  );
}
