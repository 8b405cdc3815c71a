import { useGetSeriesByNumberQuery, useWatching, type Series } from '@ckb/api-client';
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
import { formatRating, hasNumber } from '../../lib/format.ts';
import { episodeSearch, WATCH_ID } from '../../lib/watchParams.ts';
import { strings } from '../../strings.ts';
import { detailStrings } from '../../detailStrings.ts';
import { PageFrame } from '../../components/PageFrame.tsx';
import { EPISODE_RANGE, watchOrder } from './episodes.ts';
import { SeriesEpisodes } from './SeriesEpisodes.tsx';
import { useStaffPreview } from '../../lib/staffPreview.ts';

/** SPEC §2: series show a fixed assessment value. */
export const SERIES_ASSESSMENT = 'A';

export { EPISODE_RANGE, watchOrder };

function SeriesDetail({ series }: { series: Series }) {
  const rating = formatRating(series.rating);
  // The watch button starts at the first episode, or goes back to the last one watched on this device.
  const order = watchOrder(series);
  const progress = useWatching(`series:${series.series_id}`);
  const resume = order.find(
    (o) => o.season.name_session === progress?.season && o.episode.name_epsode === progress?.episode,
  );
  const start = resume ?? order[0];
  const status = detailStrings.statuses[series.status ?? ''] ?? series.status;
  return (
    <DetailLayout
      kind="series"
      staff={<StaffTools kind="series" number={series.series_id} hidden={series.active_show === 'false'} />}
      hero={
        <DetailHero
          en={series.en}
          genres={series.genres}
          ku={series.ku}
          poster={series.poster}
          background={series.background}
          facts={
            <>
              <TypeBadge type="series" />
              {rating ? <Fact label={detailStrings.rating}>★ {rating}</Fact> : null}
              {status ? <Fact label={detailStrings.status}>{status}</Fact> : null}
              {hasNumber(series.view) ? (
                <Fact label={detailStrings.viewCount}>
                  {formatNumber(series.view)} {strings.views}
                </Fact>
              ) : null}
            </>
          }
          actions={
            <>
              {start ? (
                <WatchButton
                  to={{ search: episodeSearch(start.season.name_session, start.episode.name_epsode), hash: WATCH_ID }}
                >
                  {resume ? strings.continueWatching : strings.watch}
                </WatchButton>
              ) : null}
              <FollowButton work={`series:${series.series_id}`} title={series.en} poster={series.poster?.low} />
              <ShareAction title={series.en} />
            </>
          }
        />
      }
    >
      <Section title={detailStrings.watchHeading} id={WATCH_ID} className={layout.watch}>
        <SeriesEpisodes series={series} />
      </Section>
      {series.about ? (
        <Section title={detailStrings.about}>
          <p className={layout.about}>{series.about}</p>
        </Section>
      ) : null}
      <Section title={detailStrings.info}>
        <InfoList
          items={[
            { label: detailStrings.viewCount, value: hasNumber(series.view) ? formatNumber(series.view) : null },
            { label: detailStrings.status, value: status },
            { label: detailStrings.country, value: series.country },
            { label: detailStrings.language, value: series.language },
            { label: detailStrings.publishDate, value: series.date_publish ? formatDate(series.date_publish) : null },
            {
              label: detailStrings.duration,
              value: hasNumber(series.time) ? `${formatNumber(series.time)} ${detailStrings.minutes}` : null,
            },
            { label: detailStrings.budget, value: hasNumber(series.budget) ? formatMoney(series.budget) : null },
            { label: detailStrings.revenue, value: hasNumber(series.revenue) ? formatMoney(series.revenue) : null },
            { label: detailStrings.type, value: <TypeBadge type="series" /> },
            { label: detailStrings.rating, value: rating },
            { label: detailStrings.assessment, value: SERIES_ASSESSMENT },
            { label: detailStrings.director, value: series.director },
          ]}
        />
      </Section>
      <Section title={detailStrings.staffHeading}>
        <StaffCredits
          groups={[
            { title: detailStrings.translators, people: series.translator_id },
            { title: detailStrings.designers, people: series.designer_id },
            { title: detailStrings.technicians, people: series.technique_id },
          ]}
        />
      </Section>
      <RelatedWorks id={series._id} kind="series" genres={series.genres ?? []} />
    </DetailLayout>
  );
}

/** /series/{series_id} (SPEC §2): waiting message, then the series, 'هیچ نەدۆزرایەوە' when there is none, or 'کێشەیەک هەیە' (§8). */
function SeriesDetailPageContent() {
  const { id = '' } = useParams();
  const { currentData: data, isFetching, isError, error, refetch } = useGetSeriesByNumberQuery(id, useStaffPreview());
  const missing = !isFetching && isError && isNotFound(error);
  useDocumentTitle(data?.en ?? (missing ? strings.nothingFound : strings.seriesTitle));
  if (isFetching && !data) return <Waiting />;
  if (missing) return <NothingFound backTo="/series" />;
  if (isError || !data) return <Problem page onRetry={() => void refetch()} />;
  return <SeriesDetail key={data._id} series={data} />;
}

export default function SeriesDetailPage() {
  return (
    <PageFrame>
      <SeriesDetailPageContent />
    </PageFrame>
  );
}
