import { useGetMangaListQuery } from '@ckb/api-client';
import { ListPage } from '../../components/ListPage.tsx';
import { picture } from '../../lib/links.ts';
import { listArgs } from '../../lib/queries.ts';
import { GenreFilter, useGenreParam, withGenre } from '../../components/GenreFilter.tsx';
import { usePageParam } from '../../lib/usePageParam.ts';
import { strings } from '../../strings.ts';
import { PageFrame } from '../../components/PageFrame.tsx';

/** /manga: visible manga, manhua and oneshot, 14 per page, each with its type badge (SPEC §2). */
function MangaPageContent() {
  const page = usePageParam();
  const genre = useGenreParam();
  const result = useGetMangaListQuery(listArgs('manga', page, genre));
  return (
    <ListPage
      title={strings.mangaTitle}
      base={withGenre('/manga', genre)}
      filter={<GenreFilter base="/manga" genre={genre} />}
      page={page}
      result={result}
      emptyTitle={strings.emptyManga}
      toWork={(m) => ({
        key: m._id ?? String(m.manga_id),
        to: `/manga/${m.manga_id}`,
        en: m.en,
        ku: m.ku,
        poster: picture(m.poster),
        genres: m.genres,
        badge: m.type,
      })}
    />
  );
}

export default function MangaPage() {
  return (
    <PageFrame>
      <MangaPageContent />
    </PageFrame>
  );
}
