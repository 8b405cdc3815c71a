import { strings } from '../../strings.ts';
import buttons from './buttons.module.css';
import { BackLink } from './chapterLinks.tsx';
import styles from './ReaderToolbar.module.css';
import { StaffEditLink } from './StaffEditLink.tsx';

export type ReaderPanel = 'chapters' | 'settings' | 'help';

/**
 * The toolbar's buttons, each opening its panel. `data-early`: a tap before the scripts run (on the
 * server's drawing) is replayed on the live reader (shell/src/early.ts).
 */
const TOOLS: ReadonlyArray<{ panel: ReaderPanel; text: string; name?: string; keys?: string }> = [
  { panel: 'chapters', text: strings.chapters },
  { panel: 'settings', text: strings.settings },
  { panel: 'help', text: '?', name: strings.help, keys: '?' },
];

interface Props {
  manga: number;
  title: string;
  /** "Season n · Chapter m", under the work's name. */
  chapterName: string;
  onOpen: (panel: ReaderPanel) => void;
  /** The chapter's admin screen: editors get «دەستکاری» to it (StaffEditLink). */
  adminPath: string;
  /** Put away (useBars): slides up with the site's navbar; still reachable by focus, which brings it back. */
  hidden?: boolean;
}

/** The top bar: the work's name (a link back to it) and chapter, and the buttons that open the panels. */
export function ReaderToolbar({ manga, title, chapterName, onOpen, adminPath, hidden }: Props) {
  return (
    <header className={styles.toolbar} aria-label={strings.toolbar} data-hidden={hidden || undefined}>
      <div className={styles.heading}>
        <h1 id="reader-title" className={styles.title}>
          {/* the link's own direction follows the name, so a long Latin name is cut at its end, not its start */}
          <BackLink manga={manga} className={styles.workLink} dir="auto">
            {title}
          </BackLink>
          <span className={styles.chapterName}>{chapterName}</span>
        </h1>
      </div>
      <div className={styles.tools}>
        <StaffEditLink to={adminPath} />
        {TOOLS.map(({ panel, text, name, keys }) => (
          <button
            key={panel}
            type="button"
            className={panel === 'help' ? `${buttons.tool} ${styles.keysHelp}` : buttons.tool}
            onClick={() => onOpen(panel)}
            aria-haspopup="dialog"
            aria-label={name}
            aria-keyshortcuts={keys}
            data-early={`reader-${panel}`}
          >
            {text}
          </button>
        ))}
      </div>
    </header>
  );
}
