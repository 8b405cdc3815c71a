import { accountStrings } from '../../accountStrings.ts';
import { AdminPage } from '../../components/AdminPage.tsx';
import { PlayerAdPanel } from './PlayerAdPanel.tsx';
import { QuickEpisode } from './QuickEpisode.tsx';
import styles from './AddEveryPage.module.css';

/**
 * /admin/add/addevery (SPEC §2: the dashboard's "add permanent ad" and "add episode"): the quick episode
 * form first (the task volunteers do most), the permanent ad of the video players beside it.
 */
export default function AddEveryPage() {
  return (
    <AdminPage title={accountStrings.quick.title}>
      <div className={styles.columns}>
        <QuickEpisode />
        <PlayerAdPanel />
      </div>
    </AdminPage>
  );
}
