import { pageUrls, type PagePhoto } from '@ckb/api-client';
import { PageFrame, type PageFit, type PageLoad } from '@ckb/design-system/reader';
import type { Ref } from 'react';
import { strings } from '../../strings.ts';
import { watermarkArt } from './art.tsx';

interface Props {
  page: PagePhoto;
  /** 0-based, of `total`. */
  index: number;
  total: number;
  load: PageLoad;
  fit: PageFit;
  /** The page a visitor sees first: its pictures are fetched first. */
  priority: boolean;
  mark: { x: number; y: number } | undefined;
  /** With the data saver on, the page's full picture is its `saver` variant (~800 px, a fraction of the bytes). */
  dataSaver: boolean;
  onHighLoaded?: () => void;
  ref?: Ref<HTMLElement>;
}

/** One page of the chapter, as both modes show it: its box, its two pictures (placeholder, full) and its watermark. */
export function PageView({ page, index, total, load, fit, priority, mark, dataSaver, onHighLoaded, ref }: Props) {
  const urls = pageUrls(page.path_photo);
  return (
    <PageFrame
      ref={ref}
      page={index + 1}
      total={total}
      width={page.width}
      height={page.height}
      low={urls.low}
      high={dataSaver ? urls.saver : urls.high}
      load={load}
      fit={fit}
      priority={priority}
      watermark={mark}
      watermarkArt={watermarkArt}
      pageLabel={strings.pageOf}
      onHighLoaded={onHighLoaded}
    />
  );
}
