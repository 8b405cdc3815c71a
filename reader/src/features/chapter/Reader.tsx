import {
  isChapterRead,
  pageUrls,
  readingOf,
  recordReading,
  useGetChapterQuery,
  useReading,
  type ChapterLink,
  type ChapterRead,
} from '@ckb/api-client';
import { Drawer, formatNumber, Link, useDocumentTitle, useNavigate } from '@ckb/design-system';
import { ChapterList, ReadingProgress, type PageLoad } from '@ckb/design-system/reader';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isStandalone } from '../../lib/host.ts';
import { chapterPath, mangaPath } from '../../lib/links.ts';
import { planLoads, samePlan } from '../../lib/loadPlan.ts';
import { browserSavesData, defaultDirection, useSettings } from '../../lib/settings.ts';
import { strings } from '../../strings.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { watermarkPositions } from './art.tsx';
import endArt from './chapter-end.svg';
import { HelpDialog } from './HelpDialog.tsx';
import { PagedView } from './PagedView.tsx';
import styles from './Reader.module.css';
import { StripView, type PageNavigator } from './StripView.tsx';
import { SaveOffline } from './SaveOffline.tsx';

/** Sorani digits for numeric chapter names ("12.5" too); other names as they are. */
export const chapterLabel = (name: string) =>
  strings.chapter(/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);

const linkTo = (manga: number, link: ChapterLink) => chapterPath(manga, link.name_session, link.name_chapter);
/** About a quarter of the way through, the next chapter's page list and first pictures are fetched. */
const PREFETCH_AT = 0.25;
const PREFETCH_PICTURES = 3;

/** No chapter shown yet in this document (see the scroll to the top below). */
let firstChapter = true;

/** Keys pressed inside these are theirs, not the reader's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function BackLink({ manga, children, className }: { manga: number; children: ReactNode; className?: string }) {
  // the standalone app's router is based at /read: the manga page is another document
  return isStandalone() ? (
    <a href={mangaPath(manga)} className={className}>
      {children}
    </a>
  ) : (
    <Link to={mangaPath(manga)} className={className}>
      {children}
    </Link>
  );
}

export function Reader({ data }: { data: ChapterRead }) {
  const settings = useSettings();
  const navigate = useNavigate();
  const { manga, session, chapter, pages, previous, next } = data;
  const total = pages.length;
  const direction = settings.directions[String(manga.manga_id)] ?? defaultDirection(manga.type);
  const [saveDataBrowser] = useState(browserSavesData);
  const dataSaver = settings.dataSaver ?? saveDataBrowser;
  const paged = settings.mode === 'paged';

  const [current, setCurrent] = useState(0);
  const [highPages, setHighPages] = useState<ReadonlySet<number>>(() => new Set());
  // the first picture paints before its neighbours' high variants start (they would share the network)
  const [painted, setPainted] = useState(false);
  const onPainted = useCallback(() => setPainted(true), []);
  const [loads, setLoads] = useState<PageLoad[]>(() =>
    planLoads([], 0, total, { preload: settings.preload, dataSaver, high: new Set(), holdHigh: true }),
  );
  const [panel, setPanel] = useState<'chapters' | 'settings' | 'help' | null>(null);
  const strip = useRef<PageNavigator>(null);
  const marks = useMemo(() => watermarkPositions(pages.map((p) => p._id)), [pages]);
  const reading = useReading(manga.manga_id);

  // where the visitor stopped in this chapter last time (read once, before this visit records anything)
  const [resumeAt, setResumeAt] = useState<number | null>(() => {
    const before = readingOf(manga.manga_id);
    return before && before.session === session.name_session && before.chapter === chapter.name_chapter
      ? before.page > 1 && before.page <= total
        ? before.page
        : null
      : null;
  });

  useEffect(() => {
    setLoads((prev) => {
      const plan = planLoads(prev, current, total, {
        preload: settings.preload,
        dataSaver,
        high: highPages,
        holdHigh: !painted,
      });
      return samePlan(prev, plan) ? prev : plan;
    });
  }, [current, total, settings.preload, dataSaver, highPages, painted]);

  // progress: the page on screen, once the visitor is reading (not while the resume offer is open)
  useEffect(() => {
    if (resumeAt !== null && current === 0) return;
    const entry = {
      manga: manga.manga_id,
      title: manga.en || manga.ku,
      poster: manga.poster.low,
      session: session.name_session,
      chapter: chapter.name_chapter,
      page: current + 1,
      pages: total,
    };
    // the last page counts at once (the chapter is read); others after a short pause
    if (current + 1 >= total) {
      recordReading(entry);
      return;
    }
    const timer = setTimeout(() => recordReading(entry), 400);
    return () => clearTimeout(timer);
  }, [current, total, resumeAt, manga, session.name_session, chapter.name_chapter]);

  // a new chapter starts at its top (the route stays mounted from chapter to chapter); the visit's first one
  // stays where it is: the visitor may already be reading the chapter the server drew
  useEffect(() => {
    if (firstChapter) firstChapter = false;
    else window.scrollTo({ top: 0 });
  }, []);

  useDocumentTitle(manga.en || manga.ku, chapterLabel(chapter.name_chapter));

  // the next chapter's page list, then its first pictures, a quarter of the way through this one
  const prefetchNext = next !== null && total > 0 && (current + 1) / total >= PREFETCH_AT;
  const { data: upcoming } = useGetChapterQuery(
    next
      ? { manga: manga.manga_id, session: next.name_session, chapter: next.name_chapter }
      : { manga: 0, session: 0, chapter: '' },
    { skip: !prefetchNext },
  );
  useEffect(() => {
    if (!upcoming) return;
    for (const page of upcoming.pages.slice(0, PREFETCH_PICTURES)) {
      const img = new Image();
      img.src = pageUrls(page.path_photo).low;
    }
  }, [upcoming]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(total - 1, index));
      if (paged) setCurrent(target);
      else strip.current?.show(target);
    },
    [paged, total],
  );
  const goChapter = useCallback(
    (link: ChapterLink | null) => {
      if (link) navigate(linkTo(manga.manga_id, link));
    },
    [navigate, manga.manga_id],
  );
  const nextPage = useCallback(() => {
    if (current + 1 < total) goTo(current + 1);
    else if (paged) goChapter(next);
  }, [current, total, goTo, paged, goChapter, next]);
  const previousPage = useCallback(() => {
    if (current > 0) goTo(current - 1);
    else if (paged) goChapter(previous);
  }, [current, goTo, paged, goChapter, previous]);

  // switching modes keeps the page on screen
  const modeRef = useRef(settings.mode);
  useEffect(() => {
    if (modeRef.current === settings.mode) return;
    modeRef.current = settings.mode;
    if (settings.mode === 'strip') requestAnimationFrame(() => strip.current?.show(current));
    else window.scrollTo({ top: 0 });
  }, [settings.mode, current]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (panel || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      let handled = true;
      if (e.key === forwardKey) nextPage();
      else if (e.key === backKey) previousPage();
      else if (e.key === ' ' && paged) {
        if (e.shiftKey) previousPage();
        else nextPage();
      } else if (e.key === 'Home') goTo(0);
      else if (e.key === 'End') goTo(total - 1);
      else if (e.key === '[') goChapter(previous);
      else if (e.key === ']') goChapter(next);
      else if (e.key === '?') setPanel('help');
      else handled = false;
      if (handled) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel, direction, paged, nextPage, previousPage, goTo, goChapter, total, previous, next]);

  const loadHigh = useCallback((index: number) => setHighPages((s) => new Set(s).add(index)), []);
  const sessionLabel = formatNumber(session.name_session);
  const title = manga.en || manga.ku;

  return (
    <article
      className={styles.reader}
      aria-labelledby="reader-title"
      data-mode={settings.mode}
      data-direction={direction}
      data-standalone={isStandalone() || undefined}
    >
      <header className={styles.toolbar} aria-label={strings.toolbar}>
        <div className={styles.heading}>
          <h1 id="reader-title" className={styles.title}>
            <BackLink manga={manga.manga_id} className={styles.workLink}>
              <bdi>{title}</bdi>
            </BackLink>
            <span className={styles.chapterName}>
              {strings.season(sessionLabel)} · {chapterLabel(chapter.name_chapter)}
            </span>
          </h1>
        </div>
        <div className={styles.tools}>
          {/* data-early: a tap before the scripts run (on the server's drawing) is replayed on the live reader */}
          <button
            type="button"
            className={styles.tool}
            onClick={() => setPanel('chapters')}
            aria-haspopup="dialog"
            data-early="reader-chapters"
          >
            {strings.chapters}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => setPanel('settings')}
            aria-haspopup="dialog"
            data-early="reader-settings"
          >
            {strings.settings}
          </button>
          <button
            type="button"
            className={styles.tool}
            data-early="reader-help"
            onClick={() => setPanel('help')}
            aria-haspopup="dialog"
            aria-label={strings.help}
            aria-keyshortcuts="?"
          >
            ?
          </button>
        </div>
      </header>

      {resumeAt !== null ? (
        <div className={styles.resume} role="status">
          <span>{strings.resume(formatNumber(resumeAt))}</span>
          <button
            type="button"
            className={styles.resumeJump}
            onClick={() => {
              const target = resumeAt - 1;
              setResumeAt(null);
              goTo(target);
            }}
          >
            {strings.resumeJump}
          </button>
          <button type="button" className={styles.tool} onClick={() => setResumeAt(null)}>
            {strings.resumeDismiss}
          </button>
        </div>
      ) : null}

      {total === 0 ? (
        <p className={styles.empty}>{strings.noPages}</p>
      ) : paged ? (
        <PagedView
          pages={pages}
          index={current}
          loads={loads}
          fit={settings.fit}
          direction={direction}
          marks={marks}
          dataSaver={dataSaver}
          onNext={nextPage}
          onPrevious={previousPage}
          onLoadHigh={loadHigh}
          onPainted={onPainted}
        />
      ) : (
        <StripView
          ref={strip}
          pages={pages}
          loads={loads}
          fit={settings.fit}
          width={settings.stripWidth}
          marks={marks}
          dataSaver={dataSaver}
          onCurrent={setCurrent}
          onLoadHigh={loadHigh}
          onPainted={onPainted}
        />
      )}

      {!paged || current === total - 1 ? (
        <footer className={styles.end}>
          <img className={styles.endArt} src={endArt} width={800} height={360} alt={strings.endArt} loading="lazy" />
          {next ? (
            <Link to={linkTo(manga.manga_id, next)} className={styles.endNext}>
              {strings.nextChapter}: {chapterLabel(next.name_chapter)}
            </Link>
          ) : (
            <BackLink manga={manga.manga_id} className={styles.endNext}>
              {strings.backToManga}
            </BackLink>
          )}
        </footer>
      ) : null}

      <nav className={styles.bottom} aria-label={strings.chapterNav}>
        <div className={styles.bottomInner} dir={direction}>
          {previous ? (
            <Link to={linkTo(manga.manga_id, previous)} className={styles.chapterLink} rel="prev" dir="rtl">
              {strings.previousChapter}
            </Link>
          ) : (
            <span className={styles.chapterLinkPlaceholder} />
          )}
          <div className={styles.progress}>
            <ReadingProgress
              page={total ? current + 1 : 0}
              total={total}
              direction={direction}
              pageLabel={strings.pageOf}
            />
            <span className={styles.pageCount} dir="rtl">
              {strings.pageOf(formatNumber(total ? current + 1 : 0), formatNumber(total))}
            </span>
          </div>
          {next ? (
            <Link to={linkTo(manga.manga_id, next)} className={styles.chapterLink} rel="next" dir="rtl">
              {strings.nextChapter}
            </Link>
          ) : (
            <span className={styles.chapterLinkPlaceholder} />
          )}
        </div>
      </nav>

      <Drawer open={panel === 'chapters'} onClose={() => setPanel(null)} title={strings.chaptersOf(sessionLabel)}>
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
      <SettingsPanel
        open={panel === 'settings'}
        onClose={() => setPanel(null)}
        work={manga.manga_id}
        type={manga.type}
        direction={direction}
        dataSaver={dataSaver}
      />
      <HelpDialog open={panel === 'help'} onClose={() => setPanel(null)} />
    </article>
  );
}
