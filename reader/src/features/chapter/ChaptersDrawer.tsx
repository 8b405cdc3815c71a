import { isChapterRead, useReading, type ChapterRead } from '@ckb/api-client';
import { Drawer, formatNumber } from '@ckb/design-system';
import { ChapterList } from '@ckb/design-system/reader';
import { isStandalone } from '../../lib/host.ts';
import { chapterPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import { chapterLabel } from './chapterLinks.tsx';
import { SaveOffline } from './SaveOffline.tsx';

/**
 * The session's chapters in a drawer: the current one marked, those read on this device ticked; the
 * standalone app adds "save for offline" under them.
 */
export function ChaptersDrawer({ data, open, onClose }: { data: ChapterRead; open: boolean; onClose: () => void }) {
  const { manga, session, chapter } = data;
  const reading = useReading(manga.manga_id);
  const sessionLabel = formatNumber(session.name_session);
  return (
    <Drawer open={open} onClose={onClose} title={strings.chaptersOf(sessionLabel)}>
      <ChapterList
        label={strings.chaptersOf(sessionLabel)}
        currentKey={chapter._id}
        items={data.chapters.map((c) => ({
          key: c._id,
          to: chapterPath(manga.manga_id, session.name_session, c.name_chapter),
          label: chapterLabel(c.name_chapter),
          detail: [c.detail, strings.pages(formatNumber(c.pages))].filter(Boolean).join(' · '),
          read: isChapterRead(reading, session.name_session, c.name_chapter),
        }))}
      />
      {isStandalone() ? <SaveOffline data={data} /> : null}
    </Drawer>
  );
}
