import {
  hasFollows,
  subscribeProgress,
  useGetSlidesQuery,
  useGetTrendNewQuery,
  useGetTrendPopularQuery,
  useGetTrendTodayQuery,
  type SlideCard,
  type TrendCard,
} from '@ckb/api-client';
import { canonicalLink } from '@ckb/contract/links';
import { Carousel, EmptyState, HeroSlide, WorkCard, type CarouselPreset, useDocumentTitle } from '@ckb/design-system';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Deferred } from '../../components/Deferred.tsx';
import { MostNewList } from '../../components/MostNewList.tsx';
import { RankedList } from '../../components/RankedList.tsx';
import panel from '../../components/SidePanel.module.css';
import { Section } from '../../components/Section.tsx';
import { WaitingAnnouncement, cardSkeletons } from '../../components/Skeleton.tsx';
import { genrePath, isMangaFamily, picture, workPath } from '../../lib/links.ts';
import { POPULAR_ARGS } from '../../lib/queries.ts';
import { strings } from '../../strings.ts';
import styles from './HomePage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';
import { ContinueRow } from './ContinueRow.tsx';
import { MangaRow, MoviesRow, SeriesRow } from './HomeRows.tsx';

const TREND_SIZE = 10;

// its code (and the follow entry's) is fetched only on a device that follows something: a first visit carries none
const HomeFollowShelf = lazy(() => import('../../components/FollowShelf.tsx'));

/** «بەدواداچووەکانم», when this device follows any work (nothing on the server: it cannot know). */
function FollowingShelf() {
  const following = useSyncExternalStore(subscribeProgress, hasFollows, () => false);
  if (!following) return null;
  return (
    <Suspense fallback={null}>
      <HomeFollowShelf />
    </Suspense>
  );
}

const trendKey = (w: TrendCard) => `${w.type}-${w.movie_id ?? w.series_id ?? w.manga_id}`;

/** The hero's genre strip: the work's real genres, each opening the list of its genre. */
const genreLinks = (genres: SlideCard['genres']) =>
  (genres ?? []).map((g) => ({ name: g.name, to: genrePath(g.slug) }));

/**
 * A banner's button: a web address or a clean path on this site, as the api stores it. Anything else (a link
 * stored before the api refused `//host` and `\`) is no link at all, so the button never leaves the site by surprise.
 */
function bannerTarget(link: string | undefined) {
  const to = link ? canonicalLink(link) : null;
  return to ? { label: strings.bannerAction, to } : undefined;
}

/** SPEC §2: one hero slide per work flagged for the slider. */
function Hero() {
  const { data, isLoading, isError } = useGetSlidesQuery();
  if (isLoading) {
    return (
      <div className={styles.heroPlaceholder}>
        <WaitingAnnouncement />
      </div>
    );
  }
  // Without slides the page starts at the carousels; the failed request shows its own toast.
  if (isError || !data || data.length === 0) return null;
  return (
    <Carousel label={strings.heroLabel} preset="hero" controls="overlay" className={styles.hero}>
      {data.map((slide: SlideCard, i) =>
        slide.type === 'banner' ? (
          // A banner: the same look, its own title language, its link as the button.
          <HeroSlide
            key={`banner-${slide._id}`}
            title={slide.en}
            titleLang="ckb"
            about={slide.about ?? ''}
            poster={picture(slide.poster)}
            background={picture(slide.background)}
            action={bannerTarget(slide.link)}
            priority={i === 0}
          />
        ) : (
          <HeroSlide
            key={`${slide.type}-${slide.movie_id ?? slide.series_id ?? slide.manga_id ?? i}`}
            title={slide.en}
            about={slide.about ?? ''}
            poster={picture(slide.poster)}
            background={picture(slide.background)}
            genres={genreLinks(slide.genres)}
            genresLabel={strings.genresLabel}
            action={{
              label: isMangaFamily(slide.type) ? strings.startReading : strings.watch,
              to: workPath({ ...slide, type: slide.type }),
            }}
            priority={i === 0}
          />
        ),
      )}
    </Carousel>
  );
}

interface TrendCarouselProps {
  title: string;
  query: { data?: TrendCard[]; isLoading: boolean; isError: boolean };
  preset?: CarouselPreset;
  autoplay?: boolean;
  className?: string;
}

/** A carousel of trend items with a type badge on each card (SPEC §2), with its waiting/empty/error states. */
function TrendCarousel({ title, query, preset = 'cards', autoplay, className }: TrendCarouselProps) {
  const { data, isLoading, isError } = query;
  if (isLoading) {
    return (
      <Carousel title={title} preset={preset} navigation={false}>
        {cardSkeletons(8)}
      </Carousel>
    );
  }
  if (isError || !data || data.length === 0) {
    return (
      <Section title={title}>
        <EmptyState compact tone={isError ? 'error' : 'empty'} title={isError ? strings.problem : strings.emptyWorks} />
      </Section>
    );
  }
  return (
    <Carousel title={title} preset={preset} autoplay={autoplay} className={className}>
      {data.map((w) => (
        <WorkCard key={trendKey(w)} to={workPath(w)} poster={picture(w.poster)} en={w.en} ku={w.ku} type={w.type} />
      ))}
    </Carousel>
  );
}

function TrendPanel() {
  const { data, isLoading, isError } = useGetTrendTodayQuery();
  let body: ReactNode;
  if (isLoading) body = <EmptyState compact tone="waiting" title={strings.waiting} />;
  else if (isError) body = <EmptyState compact tone="error" title={strings.problem} />;
  else if (!data || data.length === 0) body = <EmptyState compact title={strings.emptyWorks} />;
  else
    body = (
      <RankedList
        works={data.slice(0, TREND_SIZE).map((w) => ({
          key: trendKey(w),
          to: workPath(w),
          en: w.en,
          ku: w.ku,
          type: w.type,
          poster: w.poster,
          view: w.view,
        }))}
      />
    );
  return (
    <aside className={`${panel.panel} ${styles.trend}`} aria-labelledby="home-trend-heading">
      <h2 id="home-trend-heading" className={panel.heading}>
        {strings.trend}
      </h2>
      {body}
    </aside>
  );
}

// Each part asks for its own data, so one answer re-renders one part, not the whole page.
function Newest() {
  return <TrendCarousel title={strings.newest} query={useGetTrendNewQuery()} />;
}

function Today() {
  return <TrendCarousel title={strings.today} query={useGetTrendTodayQuery()} autoplay />;
}

function Popular() {
  return (
    <TrendCarousel
      title={strings.popular}
      query={useGetTrendPopularQuery(POPULAR_ARGS)}
      preset="popular"
      className={styles.later}
    />
  );
}

/**
 * `/`: hero, the continue row (when this device has one), the followed works' shelf (when it follows any), newest, most viewed today, three rows of 8, popular strip,
 * most-new list and trend panel (SPEC §2).
 */
function HomePageContent() {
  useDocumentTitle(strings.homeTitle);
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">
        {strings.siteName} — {strings.homeTitle}
      </h1>
      <Hero />
      <ContinueRow />
      <FollowingShelf />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Newest />
          <Today />
          <Deferred minHeight="var(--row-height)">
            <MoviesRow />
          </Deferred>
          <Deferred minHeight="var(--row-height)">
            <SeriesRow />
          </Deferred>
          <Deferred minHeight="var(--row-height)">
            <MangaRow />
          </Deferred>
          <Deferred minHeight="320px">
            <Popular />
          </Deferred>
        </div>
        <Deferred minHeight="600px" className={styles.mostNewSlot}>
          <MostNewList className={styles.mostNew} />
        </Deferred>
        <Deferred minHeight="600px" className={styles.trendSlot}>
          <TrendPanel />
        </Deferred>
      </div>
    </div>
  );
}

export default function HomePage() {
  return (
    <PageFrame>
      <HomePageContent />
    </PageFrame>
  );
}
