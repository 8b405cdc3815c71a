import { useGetMovieByNumberQuery, type Movie } from '@ckb/api-client';
import { formatDate, formatMoney, formatNumber, TypeBadge, useParams, useDocumentTitle } from '@ckb/design-system';
import { DetailHero } from '../../components/DetailHero.tsx';
import { RelatedWorks } from '../../components/RelatedWorks.tsx';
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
import { WatchButton } from '../../components/WatchButton.tsx';
import { WatchPanel } from '../../components/WatchPanel.tsx';
import { useWatchParams, WATCH_ID } from '../../lib/watchParams.ts';
import { formatRating, hasNumber } from '../../lib/format.ts';
import { strings } from '../../strings.ts';
import { detailStrings } from '../../detailStrings.ts';
import { PageFrame } from '../../components/PageFrame.tsx';
import { useStaffPreview } from '../../lib/staffPreview.ts';

/** The film's player, its server in the URL (`?server=`) like an episode's. */
function MoviePlayer({ movie }: { movie: Movie }) {
  const { server, setServer } = useWatchParams();
  return (
    <WatchPanel
      work={`movie:${movie.movie_id}`}
      workId={movie._id}
      title={movie.en}
      servers={movie.server ?? NO_SERVERS}
      serverFromUrl={server}
      onServerChange={setServer}
      progress={{ title: movie.en, poster: movie.poster?.low }}
    />
  );
}

const NO_SERVERS: never[] = [];

function MovieDetail({ movie }: { movie: Movie }) {
  const rating = formatRating(movie.rating);
  return (
    <DetailLayout
      kind="movies"
      staff={<StaffTools kind="movies" number={movie.movie_id} hidden={movie.active_show === 'false'} />}
      hero={
        <DetailHero
          en={movie.en}
          genres={movie.genres}
          ku={movie.ku}
          poster={movie.poster}
          background={movie.background}
          facts={
            <>
              <TypeBadge type="anime" />
              {rating ? <Fact label={detailStrings.rating}>★ {rating}</Fact> : null}
              {hasNumber(movie.view) ? (
                <Fact label={detailStrings.viewCount}>
                  {formatNumber(movie.view)} {strings.views}
                </Fact>
              ) : null}
            </>
          }
          actions={
            <>
              {movie.server?.length ? <WatchButton to={{ hash: WATCH_ID }}>{strings.watch}</WatchButton> : null}
              <FollowButton work={`movie:${movie.movie_id}`} title={movie.en} poster={movie.poster?.low} />
              <ShareAction title={movie.en} />
            </>
          }
        />
      }
    >
      <Section title={detailStrings.watchHeading} id={WATCH_ID} className={layout.watch}>
        <MoviePlayer movie={movie} />
      </Section>
      {movie.about ? (
        <Section title={detailStrings.about}>
          <p className={layout.about}>{movie.about}</p>
        </Section>
      ) : null}
      <Section title={detailStrings.info}>
        <InfoList
          items={[
            { label: detailStrings.viewCount, value: hasNumber(movie.view) ? formatNumber(movie.view) : null },
            { label: detailStrings.country, value: movie.country },
            { label: detailStrings.language, value: movie.language },
            { label: detailStrings.publishDate, value: movie.date_publish ? formatDate(movie.date_publish) : null },
            {
              label: detailStrings.duration,
              value: hasNumber(movie.time) ? `${formatNumber(movie.time)} ${detailStrings.minutes}` : null,
            },
            { label: detailStrings.budget, value: hasNumber(movie.budget) ? formatMoney(movie.budget) : null },
            { label: detailStrings.revenue, value: hasNumber(movie.revenue) ? formatMoney(movie.revenue) : null },
            { label: detailStrings.type, value: <TypeBadge type="anime" /> },
            { label: detailStrings.rating, value: rating },
            { label: detailStrings.assessment, value: movie.assessment },
            { label: detailStrings.director, value: movie.director },
          ]}
        />
      </Section>
      <Section title={detailStrings.staffHeading}>
        <StaffCredits
          groups={[
            { title: detailStrings.translators, people: movie.translator_id },
            { title: detailStrings.designers, people: movie.designer_id },
            { title: detailStrings.technicians, people: movie.technique_id },
          ]}
        />
      </Section>
      <RelatedWorks id={movie._id} kind="movie" genres={movie.genres ?? []} />
    </DetailLayout>
  );
}

/** /movies/{movie_id} (SPEC §2): waiting message, then the film, 'هیچ نەدۆزرایەوە' when there is none, or 'کێشەیەک هەیە' (§8). */
function MovieDetailPageContent() {
  const { id = '' } = useParams();
  // currentData: another film's page never shows the previous film while it loads.
  const { currentData: data, isFetching, isError, error, refetch } = useGetMovieByNumberQuery(id, useStaffPreview());
  const missing = !isFetching && isError && isNotFound(error);
  useDocumentTitle(data?.en ?? (missing ? strings.nothingFound : strings.moviesTitle));
  if (isFetching && !data) return <Waiting />;
  if (missing) return <NothingFound backTo="/movies" />;
  if (isError || !data) return <Problem page onRetry={() => void refetch()} />;
  return <MovieDetail movie={data} />;
}

export default function MovieDetailPage() {
  return (
    <PageFrame>
      <MovieDetailPageContent />
    </PageFrame>
  );
}
