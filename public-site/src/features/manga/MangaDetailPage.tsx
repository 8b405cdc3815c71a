import {
  chapterMark,
  isChapterRead,
  pageHash,
  useGetMangaByNumberQuery,
  useReading,
  type Manga,
  type Chapter,
  type MangaSession,
} from '@ckb/api-client';
import {
  Button,
  EmptyState,
  formatDate,
  formatNumber,
  Link,
  TypeBadge,
  useParams,
  useDocumentTitle,
} from '@ckb/design-system';
import { Tabs } from '@ckb/design-system/details';
import { useState } from 'react';
import { DetailHero } from '../../components/DetailHero.tsx';
import { StaffTools } from '../../components/StaffTools.tsx';
import { DetailLayout } from '../../components/DetailLayout.tsx';
import layout from '../../components/DetailLayout.module.css';
import { Fact } from '../../components/Fact.tsx';
import { InfoList } from '../../components/InfoList.tsx';
import { isNotFound, NothingFound, Problem, Waiting } from '../../components/PageStates.tsx';
import { Section } from '../../components/Section.tsx';
import { FollowButton } from '../../components/FollowButton.tsx';
import { ShareAction } from '../../components/ShareAction.tsx';
import { StaffCredits } from '../../components/StaffCredits.tsx';
import { formatRating, hasNumber } from '../../lib/format.ts';
import { chapterPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';
import { detailStrings } from '../../detailStrings.ts';
import styles from './MangaDetailPage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';
import { ReleaseMark } from '../../components/ReleaseMark.tsx';
import { SaveChapter } from './SaveChapter.tsx';
import { useStaffPreview } from '../../lib/staffPreview.ts';

const byNumber = (a: MangaSession, b: MangaSession) => Number(a.name_session) - Number(b.name_session);

/** Tabs per session, each a grid of chapters linking to the reader (SPEC §2), marked read or being read here. */
function Chapters({ manga }: { manga: Manga }) {
  const reading = useReading(manga.manga_id);
  const sessions = [...(manga.session ?? [])].sort(byNumber);
  const [tab, setTab] = useState(sessions[0]?._id ?? '');
  if (sessions.length === 0) return <EmptyState compact title={strings.noSessions} />;
  return (
    <Tabs
      label={detailStrings.seasons}
      selectedId={tab}
      onSelect={setTab}
      items={sessions.map((session) => ({
        id: session._id,
        label: strings.season(formatNumber(session.name_session)),
        content:
          session.chapter.length === 0 ? (
            <EmptyState compact title={strings.noChapters} />
          ) : (
            <ul className={styles.chapterGrid} aria-label={detailStrings.chapters}>
              {[...session.chapter]
                .sort((a, b) => Number(a.name_chapter) - Number(b.name_chapter))
                .map((chapter) => {
                  const number = Number(chapter.name_chapter);
                  const label = strings.chapter(Number.isFinite(number) ? formatNumber(number) : chapter.name_chapter);
                  const pages = chapter.photo_path_array?.length ?? 0;
                  const mark = chapterMark(reading, session.name_session, String(chapter.name_chapter));
                  const path = chapterPath(manga.manga_id, session.name_session, chapter.name_chapter);
                  return (
                    <li key={chapter._id} className={styles.chapterItem}>
                      <Link
                        // a chapter being read opens at its page
                        to={mark && !mark.read ? `${path}${pageHash(mark.page)}` : path}
                        className={styles.chapter}
                        data-read={mark?.read || undefined}
                      >
                        <span className={styles.chapterNumber}>
                          {label}
                          {mark?.read ? (
                            <span className={styles.readMark}>
                              <span aria-hidden="true">✓</span>
                              <span className="visually-hidden">{detailStrings.chapterRead}</span>
                            </span>
                          ) : null}
                        </span>
                        <ReleaseMark publishAt={chapter.publish_at} />
                        {chapter.detail ? <span className={styles.chapterDetail}>{chapter.detail}</span> : null}
                        {mark && !mark.read ? (
                          <span className={styles.readingMark}>
                            {strings.pageOf(formatNumber(mark.page), formatNumber(mark.pages))}
                          </span>
                        ) : pages > 0 ? (
                          <span className={styles.chapterPages}>{strings.pages(formatNumber(pages))}</span>
                        ) : null}
                      </Link>
                      <SaveChapter
                        id={chapter._id}
                        label={label}
                        chapter={{
                          manga: manga.manga_id,
                          session: session.name_session,
                          chapter: chapter.name_chapter,
                        }}
                      />
                    </li>
                  );
                })}
            </ul>
          ),
      }))}
    />
  );
}

/** Every chapter in reading order, with its session. */
export function readingOrder(manga: Manga): Array<{ session: MangaSession; chapter: Chapter }> {
  return [...(manga.session ?? [])]
    .sort(byNumber)
    .flatMap((session) =>
      [...session.chapter]
        .sort((a, b) => Number(a.name_chapter) - Number(b.name_chapter))
        .map((chapter) => ({ session, chapter })),
    );
}

/** A chapter's name as the visitor reads it: Kurdish digits for a number (`12.5` → ١٢٫٥). */
const chapterName = (name: string | number) =>
  /^\d+(\.\d+)?$/.test(String(name)) ? formatNumber(Number(name)) : String(name);

/**
 * The header's main action, so reading starts in one tap: the first chapter, or, with progress on this device,
 * the chapter being read (the next one once it was read to its end).
 */
function ReadButton({ manga }: { manga: Manga }) {
  const reading = useReading(manga.manga_id);
  const order = readingOrder(manga);
  const at = reading
    ? order.findIndex(
        (o) => o.session.name_session === reading.session && String(o.chapter.name_chapter) === reading.chapter,
      )
    : -1;
  const target =
    at >= 0
      ? isChapterRead(reading, reading!.session, reading!.chapter)
        ? (order[at + 1] ?? order[at])
        : order[at]
      : order[0];
  if (!target) return null;
  // the chapter being read opens at the page where the visitor stopped
  const hash = at >= 0 && target === order[at] ? pageHash(reading!.page) : '';
  return (
    <Button
      to={`${chapterPath(manga.manga_id, target.session.name_session, target.chapter.name_chapter)}${hash}`}
      size="lg"
    >
      {at >= 0 ? strings.continueReading(chapterName(target.chapter.name_chapter)) : strings.startReading}
    </Button>
  );
}

function MangaDetail({ manga }: { manga: Manga }) {
  const rating = formatRating(manga.rating);
  return (
    <DetailLayout
      kind="manga"
      staff={<StaffTools kind="manga" number={manga.manga_id} hidden={manga.active_show === 'false'} />}
      hero={
        <DetailHero
          en={manga.en}
          genres={manga.genres}
          ku={manga.ku}
          poster={manga.poster}
          background={manga.background}
          facts={
            <>
              <TypeBadge type={manga.type} />
              {rating ? <Fact label={detailStrings.rating}>★ {rating}</Fact> : null}
              {hasNumber(manga.view) ? (
                <Fact label={detailStrings.viewCount}>
                  {formatNumber(manga.view)} {strings.views}
                </Fact>
              ) : null}
            </>
          }
          actions={
            <>
              <ReadButton manga={manga} />
              <FollowButton work={`manga:${manga.manga_id}`} title={manga.en} poster={manga.poster?.low} />
              <ShareAction title={manga.en} />
            </>
          }
        />
      }
    >
      <Section title={detailStrings.chapters}>
        <Chapters manga={manga} />
      </Section>
      {manga.about ? (
        <Section title={detailStrings.about}>
          <p className={layout.about}>{manga.about}</p>
        </Section>
      ) : null}
      <Section title={detailStrings.info}>
        <InfoList
          items={[
            { label: detailStrings.originalName, value: manga.or ? <bdi>{manga.or}</bdi> : null },
            { label: detailStrings.viewCount, value: hasNumber(manga.view) ? formatNumber(manga.view) : null },
            { label: detailStrings.type, value: <TypeBadge type={manga.type} /> },
            { label: detailStrings.status, value: detailStrings.statuses[manga.status ?? ''] ?? manga.status },
            { label: detailStrings.author, value: manga.author },
            { label: detailStrings.studio, value: manga.name_studio },
            { label: detailStrings.country, value: manga.country },
            { label: detailStrings.language, value: manga.language },
            { label: detailStrings.publishDate, value: manga.date_publish ? formatDate(manga.date_publish) : null },
            { label: detailStrings.rating, value: rating },
            { label: detailStrings.director, value: manga.director },
          ]}
        />
      </Section>
      <Section title={detailStrings.staffHeading}>
        <StaffCredits
          groups={[
            { title: detailStrings.translators, people: manga.translator_id },
            { title: detailStrings.designers, people: manga.designer_id },
          ]}
        />
      </Section>
    </DetailLayout>
  );
}

/** /manga/{manga_id} (SPEC §2): waiting message, the work, or 'هیچ نەدۆزرایەوە' when there is none (§8). */
function MangaDetailPageContent() {
  const { id = '' } = useParams();
  const { currentData: data, isFetching, isError, error, refetch } = useGetMangaByNumberQuery(id, useStaffPreview());
  const missing = !isFetching && isError && isNotFound(error);
  useDocumentTitle(data?.en ?? (missing ? strings.nothingFound : strings.mangaTitle));
  if (isFetching && !data) return <Waiting />;
  if (missing) return <NothingFound backTo="/manga" />;
  if (isError || !data) return <Problem page onRetry={() => void refetch()} />;
  return <MangaDetail key={data._id} manga={data} />;
}

export default function MangaDetailPage() {
  return (
    <PageFrame>
      <MangaDetailPageContent />
    </PageFrame>
  );
}
