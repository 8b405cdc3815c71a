import { useReading } from '@ckb/api-client';
import { Button, formatNumber } from '@ckb/design-system';
import { chapterPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';

/**
 * "Continue reading chapter N" on a manga's page (issue 11), from the shared progress module: the
 * chapter the visitor was last on (the reader offers to jump to the page). Nothing before a first read.
 */
export function ContinueReading({ manga }: { manga: number }) {
  const reading = useReading(manga);
  if (!reading) return null;
  const name = /^\d+(\.\d+)?$/.test(reading.chapter) ? formatNumber(Number(reading.chapter)) : reading.chapter;
  return (
    <Button to={chapterPath(manga, reading.session, reading.chapter)} variant="primary">
      {strings.continueReading(name)}
    </Button>
  );
}
