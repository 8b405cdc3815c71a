import type { ChapterLink } from '@ckb/api-client';
import { formatNumber, Link } from '@ckb/design-system';
import type { ReactNode } from 'react';
import { isStandalone } from '../../lib/host.ts';
import { chapterPath, mangaPath } from '../../lib/links.ts';
import { strings } from '../../strings.ts';

/** Sorani digits for numeric chapter names ("12.5" too); other names as they are. */
export const chapterLabel = (name: string) =>
  strings.chapter(/^\d+(\.\d+)?$/.test(name) ? formatNumber(Number(name)) : name);

/**
 * A previous / next chapter's name as read from the chapter `fromSession`: its season too when it is in
 * another one («وەرزی ٢ · بەشی ١»), so crossing a season never reads like going back to chapter 1.
 */
export const chapterLinkLabel = (fromSession: number, link: ChapterLink) =>
  link.name_session === fromSession
    ? chapterLabel(link.name_chapter)
    : `${strings.season(formatNumber(link.name_session))} · ${chapterLabel(link.name_chapter)}`;

/** The reader's path of a previous / next chapter link of a work. */
export const chapterLinkPath = (manga: number, link: ChapterLink) =>
  chapterPath(manga, link.name_session, link.name_chapter);

/**
 * A link to a page of the site (not the reader's own routes): the standalone app's router is based at /read,
 * so there the page is another document.
 */
export function SiteLink({
  to,
  children,
  className,
  dir,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  dir?: 'auto';
}) {
  return isStandalone() ? (
    <a href={to} className={className} dir={dir}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className} dir={dir}>
      {children}
    </Link>
  );
}

/** A link back to the work's page; `dir="auto"` for a name in either script (its cut then falls at its end). */
export function BackLink({
  manga,
  children,
  className,
  dir,
}: {
  manga: number;
  children: ReactNode;
  className?: string;
  dir?: 'auto';
}) {
  return (
    <SiteLink to={mangaPath(manga)} className={className} dir={dir}>
      {children}
    </SiteLink>
  );
}
