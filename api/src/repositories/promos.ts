import { sql, type Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { AdPlacement, AdRow, BannerRow, Database } from '../db/schema.ts';

export interface AdFields {
  placement?: AdPlacement;
  name?: string;
  link?: string;
  starts_on?: string | null;
  ends_on?: string | null;
  active?: boolean;
}

export interface BannerFields {
  title?: string;
  text?: string;
  link?: string;
  position?: number;
  active?: boolean;
}

export interface AdTotals {
  ad_id: string;
  impressions: number;
  clicks: number;
  impressions_7d: number;
  clicks_7d: number;
}

const NO_AD_IMAGES = {
  desktop_key: null,
  desktop_width: null,
  desktop_height: null,
  mobile_key: null,
  mobile_width: null,
  mobile_height: null,
} as const;
const NO_BANNER_IMAGES = {
  poster_key: null,
  poster_width: null,
  poster_height: null,
  background_key: null,
  background_width: null,
  background_height: null,
} as const;

/** SQL of ads, their daily counts, the player ad's opt-outs, and banners (migration 0006). */
export class PromosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // --- ads
  listAds(placement?: AdPlacement): Promise<AdRow[]> {
    let q = this.db.selectFrom('ads').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (placement) q = q.where('placement', '=', placement);
    return q.execute();
  }

  findAd(id: string): Promise<AdRow | undefined> {
    return this.db.selectFrom('ads').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async createAd(fields: AdFields & { link: string }, now = Date.now()): Promise<AdRow> {
    const id = newId();
    await this.db
      .insertInto('ads')
      .values({
        id,
        placement: fields.placement ?? 'shell',
        name: fields.name ?? '',
        link: fields.link,
        starts_on: fields.starts_on ?? null,
        ends_on: fields.ends_on ?? null,
        active: fields.active ?? true,
        ...NO_AD_IMAGES,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return (await this.findAd(id))!;
  }

  async updateAd(id: string, fields: AdFields, now = Date.now()): Promise<boolean> {
    const res = await this.db
      .updateTable('ads')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Ads shown on `day` (UTC): on, within their days, and with their images. */
  liveAds(placement: AdPlacement, day: string): Promise<AdRow[]> {
    let q = this.db
      .selectFrom('ads')
      .selectAll()
      .where('placement', '=', placement)
      .where('active', '=', true)
      .where('desktop_key', 'is not', null)
      .where((eb) => eb.or([eb('starts_on', 'is', null), eb('starts_on', '<=', day)]))
      .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', day)]));
    if (placement === 'shell') q = q.where('mobile_key', 'is not', null);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  /** Adds one impression or click to an existing ad's count of the day, in `db` (the caller's transaction). */
  async count(id: string, day: string, what: 'impressions' | 'clicks', db: Kysely<Database> = this.db): Promise<void> {
    const one = { ad_id: id, day, impressions: what === 'impressions' ? 1 : 0, clicks: what === 'clicks' ? 1 : 0 };
    await db
      .insertInto('ad_stats')
      .values(one)
      .onConflict((oc) =>
        oc.columns(['ad_id', 'day']).doUpdateSet((eb) => ({ [what]: eb(`ad_stats.${what}`, '+', 1) }) as never),
      )
      .execute();
  }

  /** Totals per ad, all time and since `since` (a UTC day, inclusive). */
  async totals(since: string): Promise<Map<string, AdTotals>> {
    const rows = await this.db
      .selectFrom('ad_stats')
      .select((eb) => [
        'ad_id',
        eb.fn.sum<number>('impressions').as('impressions'),
        eb.fn.sum<number>('clicks').as('clicks'),
        sql<number>`sum(case when ${eb.ref('day')} >= ${since} then ${eb.ref('impressions')} else 0 end)`.as(
          'impressions_7d',
        ),
        sql<number>`sum(case when ${eb.ref('day')} >= ${since} then ${eb.ref('clicks')} else 0 end)`.as('clicks_7d'),
      ])
      .groupBy('ad_id')
      .execute();
    return new Map(
      rows.map((r) => [
        r.ad_id,
        {
          ad_id: r.ad_id,
          impressions: Number(r.impressions),
          clicks: Number(r.clicks),
          impressions_7d: Number(r.impressions_7d),
          clicks_7d: Number(r.clicks_7d),
        },
      ]),
    );
  }

  /** Daily counts of every ad together since `since` (the dashboard's last 7 days). */
  daily(since: string): Promise<{ day: string; impressions: number; clicks: number }[]> {
    return this.db
      .selectFrom('ad_stats')
      .select((eb) => [
        'day',
        eb.fn.sum<number>('impressions').as('impressions'),
        eb.fn.sum<number>('clicks').as('clicks'),
      ])
      .where('day', '>=', since)
      .groupBy('day')
      .orderBy('day')
      .execute()
      .then((rows) => rows.map((r) => ({ day: r.day, impressions: Number(r.impressions), clicks: Number(r.clicks) })));
  }

  // --- the player ad's opt-outs
  async isOptedOut(workId: string): Promise<boolean> {
    return !!(await this.db
      .selectFrom('player_ad_optouts')
      .select('work_id')
      .where('work_id', '=', workId)
      .executeTakeFirst());
  }

  async optedOut(): Promise<string[]> {
    return (await this.db.selectFrom('player_ad_optouts').select('work_id').execute()).map((r) => r.work_id);
  }

  async setOptOut(workId: string, off: boolean): Promise<void> {
    if (off)
      await this.db
        .insertInto('player_ad_optouts')
        .values({ work_id: workId })
        .onConflict((oc) => oc.column('work_id').doNothing())
        .execute();
    else await this.db.deleteFrom('player_ad_optouts').where('work_id', '=', workId).execute();
  }

  // --- banners
  listBanners(onlyActive = false): Promise<BannerRow[]> {
    let q = this.db.selectFrom('banners').selectAll().orderBy('position').orderBy('created_at');
    if (onlyActive) q = q.where('active', '=', true);
    return q.execute();
  }

  findBanner(id: string): Promise<BannerRow | undefined> {
    return this.db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async createBanner(fields: BannerFields & { title: string }, now = Date.now()): Promise<BannerRow> {
    const id = newId();
    await this.db
      .insertInto('banners')
      .values({
        id,
        title: fields.title,
        text: fields.text ?? '',
        link: fields.link ?? '',
        position: fields.position ?? 1,
        active: fields.active ?? true,
        ...NO_BANNER_IMAGES,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return (await this.findBanner(id))!;
  }

  async updateBanner(id: string, fields: BannerFields, now = Date.now()): Promise<boolean> {
    const res = await this.db
      .updateTable('banners')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
