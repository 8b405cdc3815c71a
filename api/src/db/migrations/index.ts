import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.ts';
import * as m0002 from './0002_work_counts.ts';
import * as m0003 from './0003_view_batches.ts';
import * as m0004 from './0004_server_reports.ts';
import * as m0005 from './0005_genres_search.ts';
import * as m0006 from './0006_ads_banners.ts';
import * as m0007 from './0007_search_table.ts';
import * as m0008 from './0008_search_engines.ts';
import * as m0009 from './0009_trash.ts';
import * as m0010 from './0010_activity.ts';
import * as m0011 from './0011_counted_visits.ts';
import * as m0012 from './0012_sessions.ts';
import * as m0013 from './0013_drafts.ts';
// uploads that survive the network
import * as m0014 from './0014_page_upload_keys.ts';
// sitemaps and feeds: releases in their public order
import * as m0017 from './0017_release_order.ts';

/**
 * Every migration, by name, in order. A static map (not a folder scan) so the same list works
 * from src/ under tsx and from the compiled dist/. Add new files here: 0002_..., 0003_...
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_work_counts': m0002,
  '0003_view_batches': m0003,
  '0004_server_reports': m0004,
  '0005_genres_search': m0005,
  '0006_ads_banners': m0006,
  '0007_search_table': m0007,
  '0008_search_engines': m0008,
  '0009_trash': m0009,
  '0010_activity': m0010,
  '0011_counted_visits': m0011,
  '0012_sessions': m0012,
  '0013_drafts': m0013,
  // uploads that survive the network
  '0014_page_upload_keys': m0014,
  // sitemaps and feeds
  '0017_release_order': m0017,
};
