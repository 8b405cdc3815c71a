import { useSearchWorksQuery } from '@ckb/api-client';
import { detailStrings } from '../detailStrings.ts';
import { workPath } from '../lib/links.ts';
import { Deferred } from './Deferred.tsx';
import { Section } from './Section.tsx';
import { WorkGrid } from './WorkGrid.tsx';

/** How many related works are shown (a row of 4 on a desktop, two of 2 on a phone). */
const SHOWN = 4;

interface Props {
  /** The work's `_id`: it is not related to itself. */
  id: string;
  kind: 'movie' | 'series';
  genres: readonly { slug: string }[];
}

/** The most viewed works of the same kind in the work's first genre, without the work itself. */
function Related({ id, kind, genres }: Props) {
  const genre = genres[0]?.slug;
  const { data } = useSearchWorksQuery({ genre, kind, sort: 'views', limit: SHOWN + 1 }, { skip: !genre });
  const works = (data?.results ?? []).filter((w) => w._id !== id).slice(0, SHOWN);
  if (works.length === 0) return null;
  return (
    <Section title={detailStrings.related}>
      <WorkGrid
        works={works.map((w) => ({
          key: w._id,
          to: workPath(w),
          en: w.en,
          ku: w.ku,
          poster: w.poster,
          genres: w.genres,
        }))}
        label={detailStrings.related}
      />
    </Section>
  );
}

/**
 * What to watch next beside the next episode: works sharing the genre, the page's last part (so their arrival
 * moves nothing above them), asked for only when the visitor comes near it.
 */
export function RelatedWorks(props: Props) {
  if (props.genres.length === 0) return null;
  return (
    <Deferred minHeight="1px">
      <Related {...props} />
    </Deferred>
  );
}
