import { useGetOwnDraftsQuery, mayDoPart, type ReviewItem } from '@ckb/api-client/admin';
import { mayOpen } from '@ckb/api-client/guard';
import type { PartAction } from '@ckb/contract/roles';
import { Section } from '../../components/Section.tsx';
import { DraftState } from '../../components/review/DraftState.tsx';
import { reviewStrings as t } from '../../components/review/strings.ts';
import { SubmitButton } from '../../components/review/SubmitButton.tsx';
import { useMe } from '../../lib/useMe.ts';
import styles from './ChapterPage.module.css';

/**
 * The part rule on a chapter's page (contract `partDecision`, as the api enforces it): an editor may do
 * everything; a credited author, only to their own draft, which `GET /api/review/mine` lists. Until both answers
 * are in, nothing is offered.
 */
export function usePartRule(workId: string, chapterId: string) {
  const { me } = useMe();
  const editor = mayDoPart(me, 'pages', { credited: false });
  const mine = useGetOwnDraftsQuery(undefined, { skip: !me || editor, refetchOnMountOrArgChange: true });
  const draft = mine.data?.drafts.find((d) => d.chapter._id === chapterId);
  const credited = mine.data?.works.some((w) => w._id === workId) ?? false;
  const facts = { credited, own: draft !== undefined, published: draft === undefined };
  return {
    editor,
    loading: !me || (!editor && mine.isLoading),
    draft,
    may: (action: PartAction) => mayDoPart(me, action, facts),
    /** Where an author's page sits, and where a deleted draft leads. */
    home: '/admin/mine',
    crumbs: mayOpen(me, '/admin/mine') ? [{ to: '/admin/mine', label: t.mine }] : [],
    readOnly: t.readOnly,
  };
}

/** An author's own draft: where it is (with the reviewer's note), and sending it for review. */
export function DraftReview({ draft }: { draft: ReviewItem }) {
  return (
    <Section title={t.box}>
      <p className={styles.help}>{t.draftHelp}</p>
      <p>
        <DraftState draft={draft} />
      </p>
      <SubmitButton draft={draft} />
    </Section>
  );
}
