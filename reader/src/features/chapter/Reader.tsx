import { chapterMark, pageFromHash, useReading, type ChapterRead } from '@ckb/api-client';
import { Drawer, formatNumber, Link, useDocumentTitle, useLocation } from '@ckb/design-system';
import { ChapterList } from '@ckb/design-system/reader';
import { chapterAdminPath, chapterPath } from '../../lib/links.ts';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { isStandalone } from '../../lib/host.ts';
import { browserSavesData, defaultDirection, useFit, useSettings } from '../../lib/settings.ts';
import { groupOf, useSpreads } from '../../lib/spreads.ts';
import { strings } from '../../strings.ts';
import { watermarkPositions } from './art.tsx';
import { ChapterBar } from './ChapterBar.tsx';
import { ChapterCredits } from './ChapterCredits.tsx';
import endArt from './chapter-end.svg';
import { BackLink, chapterLabel, chapterLinkLabel, chapterLinkPath } from './chapterLinks.tsx';
import { SaveOffline } from './SaveOffline.tsx';
import { HelpDialog } from './HelpDialog.tsx';
import { PagedView } from './PagedView.tsx';
import buttons from './buttons.module.css';
import styles from './Reader.module.css';
import { ReaderToolbar, type ReaderPanel } from './ReaderToolbar.tsx';
import { ReleaseNote } from './ReleaseNote.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { StripView, type PageNavigator } from './StripView.tsx';
import { useBars } from './useBars.ts';
import { usePageLoads } from './usePageLoads.ts';
import { usePageTurns } from './usePageTurns.ts';
import { usePrefetchNext } from './usePrefetchNext.ts';
import { useReadingRecord } from './useReadingRecord.ts';

export { chapterLabel };

/** No chapter shown yet in this document (see the scroll to the top below). */
let firstChapter = true;

/**
 * One chapter: the toolbar, the pages (long strip or paged), the chapter's end, the chapter bar and the
 * panels. What loads, what is recorded, the keys and the page turns are hooks of their own beside it.
 */
export function Reader({ data }: { data: ChapterRead }) {
  const settings = useSettings();
  const { manga, session, chapter, pages, next } = data;
  const total = pages.length;
  const direction = settings.directions[String(manga.manga_id)] ?? defaultDirection(manga.type);
  const [saveDataBrowser] = useState(browserSavesData);
  const dataSaver = settings.dataSaver ?? saveDataBrowser;
  const paged = settings.mode === 'paged';
  const fit = useFit(settings);

  const [current, setCurrent] = useState(0);
  // `#page=12` (a continue link, api-client `pageHash`): open at that page, without the resume offer
  const { hash } = useLocation();
  const [openAt] = useState(() => {
    const page = pageFromHash(hash);
    return page !== null && page > 1 && page <= total ? page : null;
  });
  const [panel, setPanel] = useState<ReaderPanel | null>(null);
  const strip = useRef<PageNavigator>(null);
  const reading = useReading(manga.manga_id);
  const sessionLabel = formatNumber(session.name_session);
  const marks = useMemo(() => watermarkPositions(pages.map((p) => p._id)), [pages]);
  const spreads = useSpreads(settings, manga.type, pages);
  // the pages on screen: the spread holding the current page, else that page
  const shown = spreads ? (spreads[groupOf(spreads, current)] ?? [current]) : [current];
  const lastShown = shown[shown.length - 1]!;
  const { loads, onPainted } = usePageLoads(current, total, settings.preload);
  // the last page on screen is the one read (a chapter ending on a spread is read to its end)
  const { resumeAt, closeResume } = useReadingRecord(data, lastShown, openAt);

  // a new chapter starts at its top (the route stays mounted from chapter to chapter); the visit's first one
  // stays where it is: the visitor may already be reading the chapter the server drew
  useEffect(() => {
    if (firstChapter) firstChapter = false;
    else window.scrollTo({ top: 0 });
  }, []);

  useDocumentTitle(manga.en || manga.ku, chapterLabel(chapter.name_chapter));
  usePrefetchNext(data, current);

  const bars = useBars();
  const openHelp = useCallback(() => setPanel('help'), []);
  const { goTo, nextPage, previousPage } = usePageTurns(data, {
    mode: settings.mode,
    current,
    setCurrent,
    strip,
    spreads,
    direction,
    keysEnabled: !panel,
    openHelp,
    toggleBars: bars.toggle,
  });
  // A tap on a page shows or hides the bars: anywhere on the strip; in the middle of a paged page (its sides are
  // the page turns). Controls on the pages (a link, "load in high quality") keep their taps.
  const onTap = (e: MouseEvent) => {
    const target = e.target as Element;
    if (!target.closest('[data-pages]') || target.closest('a, button, input, select, label')) return;
    bars.toggle();
  };
  const closePanel = () => setPanel(null);
  useEffect(() => {
    if (openAt !== null) goTo(openAt - 1);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the chapter opens

  return (
    <article
      className={styles.reader}
      aria-labelledby="reader-title"
      data-mode={settings.mode}
      data-direction={direction}
      data-standalone={isStandalone() || undefined}
      data-bars={bars.hidden ? 'hidden' : undefined}
      // the keyboard's way is the M key (usePageTurns); focus reaching a bar brings the bars back
      onClick={onTap}
      onFocus={(e) => {
        if ((e.target as Element).closest('header, nav')) bars.show();
      }}
    >
      <ReaderToolbar
        hidden={bars.hidden}
        manga={manga.manga_id}
        title={manga.en || manga.ku}
        chapterName={`${strings.season(sessionLabel)} · ${chapterLabel(chapter.name_chapter)}`}
        onOpen={setPanel}
        adminPath={chapterAdminPath(manga.manga_id, session._id, chapter._id)}
      />
      <ReleaseNote publishAt={chapter.publish_at} />

      {resumeAt !== null ? (
        <div className={styles.resume} role="status">
          <span>{strings.resume(formatNumber(resumeAt))}</span>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => {
              closeResume();
              goTo(resumeAt - 1);
            }}
          >
            {strings.resumeJump}
          </button>
          <button type="button" className={buttons.tool} onClick={closeResume}>
            {strings.resumeDismiss}
          </button>
        </div>
      ) : null}

      {total === 0 ? (
        <p className={styles.empty}>{strings.noPages}</p>
      ) : paged ? (
        <PagedView
          pages={pages}
          shown={shown}
          spread={spreads !== null}
          loads={loads}
          fit={fit}
          direction={direction}
          marks={marks}
          dataSaver={dataSaver}
          onNext={nextPage}
          onPrevious={previousPage}
          onPainted={onPainted}
          panelOpen={panel !== null}
        />
      ) : (
        <StripView
          ref={strip}
          pages={pages}
          loads={loads}
          fit={fit}
          width={settings.stripWidth}
          gap={settings.stripGap}
          marks={marks}
          dataSaver={dataSaver}
          onCurrent={setCurrent}
          onPainted={onPainted}
        />
      )}

      {!paged || lastShown === total - 1 ? (
        <footer className={styles.end}>
          <img className={styles.endArt} src={endArt} width={800} height={360} alt={strings.endArt} loading="lazy" />
          <ChapterCredits date={chapter.date} translators={manga.translator_id} />
          {next ? (
            <Link to={chapterLinkPath(manga.manga_id, next)} className={styles.endNext}>
              {strings.nextChapter}: {chapterLinkLabel(session.name_session, next)}
            </Link>
          ) : (
            <BackLink manga={manga.manga_id} className={styles.endNext}>
              {strings.backToManga}
            </BackLink>
          )}
        </footer>
      ) : null}
      <ChapterBar data={data} current={lastShown} direction={direction} hidden={bars.hidden} />

      <Drawer open={panel === 'chapters'} onClose={closePanel} title={strings.chaptersOf(sessionLabel)}>
        <ChapterList
          label={strings.chaptersOf(sessionLabel)}
          currentKey={chapter._id}
          items={data.chapters.map((c) => {
            const mark = chapterMark(reading, session.name_session, c.name_chapter);
            return {
              key: c._id,
              to: chapterPath(manga.manga_id, session.name_session, c.name_chapter),
              label: chapterLabel(c.name_chapter),
              detail: [c.detail, strings.pages(formatNumber(c.pages))].filter(Boolean).join(' · '),
              read: mark?.read,
              reading:
                mark && !mark.read ? strings.pageOf(formatNumber(mark.page), formatNumber(mark.pages)) : undefined,
            };
          })}
        />
        <SaveOffline data={data} />
      </Drawer>
      <SettingsPanel
        open={panel === 'settings'}
        onClose={closePanel}
        work={manga.manga_id}
        type={manga.type}
        direction={direction}
        dataSaver={dataSaver}
      />
      <HelpDialog open={panel === 'help'} onClose={closePanel} />
    </article>
  );
}
