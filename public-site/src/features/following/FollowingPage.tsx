import { errorShown, successShown, useAppDispatch } from '@ckb/api-client';
import { loadTransfer, useFollows } from '@ckb/api-client/follow';
import { Button, EmptyState, formatNumber, useDocumentTitle } from '@ckb/design-system';
import { useRef, useState, useSyncExternalStore } from 'react';
import { PageFrame } from '../../components/PageFrame.tsx';
import { Section } from '../../components/Section.tsx';
import { WaitingAnnouncement } from '../../components/Skeleton.tsx';
import { FollowShelf } from '../../components/FollowShelf.tsx';
import { followStrings } from '../../followStrings.ts';
import styles from './FollowingPage.module.css';

/** A follow file is a few hundred KB at most (200 follows, thousands of progress records): more is not one. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

const noSubscribe = () => () => {};
/** False on the server and in the first render: the list lives on the device, which the server cannot see. */
const useOnDevice = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

/** Export to a file, import from one: the file checked whole first, so a refused one changes nothing. */
function Transfer() {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const say = (ok: boolean, text: string) => {
    setOutcome({ ok, text });
    dispatch(ok ? successShown(text) : errorShown(text));
  };

  async function exportNow() {
    const { exportFile, exportFileName } = await loadTransfer();
    const blob = new Blob([JSON.stringify(exportFile(), null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = exportFileName();
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    say(true, followStrings.exported);
  }

  async function importNow(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return say(false, followStrings.tooBig);
    const [{ importFile }, text] = await Promise.all([loadTransfer(), file.text()]);
    const result = importFile(text);
    if ('problem' in result) return say(false, followStrings[result.problem]);
    say(true, followStrings.imported(formatNumber(result.follows), formatNumber(result.progress)));
  }

  return (
    <Section title={followStrings.transfer}>
      <p className={styles.lead}>{followStrings.transferLead}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void exportNow()}>
          {followStrings.exportFile}
        </Button>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {followStrings.importFile}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={followStrings.importFile}
          onChange={(e) => {
            void importNow(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <p className={styles.outcome} role={outcome && !outcome.ok ? 'alert' : 'status'} data-ok={outcome?.ok}>
        {outcome?.text}
      </p>
    </Section>
  );
}

/** `/following`: the works this device follows, what is new in them first, and moving them to another device. */
function FollowingPageContent() {
  useDocumentTitle(followStrings.pageTitle);
  const onDevice = useOnDevice();
  const list = useFollows();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{followStrings.pageTitle}</h1>
        <p className={styles.lead}>{followStrings.pageLead}</p>
      </header>
      {!onDevice ? (
        <WaitingAnnouncement />
      ) : list.length === 0 ? (
        <EmptyState
          title={followStrings.empty}
          titleAs="h2"
          action={
            <Button to="/manga" variant="secondary">
              {followStrings.browse}
            </Button>
          }
        >
          {followStrings.emptyHint}
        </EmptyState>
      ) : (
        <FollowShelf />
      )}
      <Transfer />
    </div>
  );
}

export default function FollowingPage() {
  return (
    <PageFrame>
      <FollowingPageContent />
    </PageFrame>
  );
}
