import { Type, type Static } from 'typebox';
import { FlagInput, ImageRef } from './common.ts';
import { VISIBLE } from './validation.ts';
import { calendarDay, optionalText, siteOrWebLink, webLink } from './fields.ts';

/**
 * Ads and banners, content that staff change without a rebuild. An ad is an image for wide screens (1200×150) and one
 * for phones (720×180), a link, an optional first and last day, and an on/off switch. `placement` says where it shows:
 * `shell`, the strip under the navbar (several active ones rotate), or `player`, the one permanent ad shown with every
 * video player (one image, the desktop slot; works may opt out). Banners are hero slides that are not works;
 * `/api/slide` merges them with the works on the slide.
 */

export const AD_SIZES = {
  desktop: { width: 1200, height: 150 },
  mobile: { width: 720, height: 180 },
} as const;

export const PROMO_BOUNDS = { name: 200, link: 2048, title: 200, text: 1000, position: 999 };

const day = (description: string) =>
  Type.Union([calendarDay(description), Type.Null()], { description: `${description}; null clears it` });
/** A web address the visitor is sent to. */
const adLink = webLink(PROMO_BOUNDS.link, 'https:// (or http://) address; stored canonical (IDN host in punycode)');

export const AdPlacement = Type.Union([Type.Literal('shell'), Type.Literal('player')]);

export const Ad = Type.Object({
  _id: Type.String(),
  placement: AdPlacement,
  name: Type.String(),
  link: Type.String(),
  starts_on: Type.Union([Type.String(), Type.Null()]),
  ends_on: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  /** Whether it shows today: on, within its days and with its image(s). */
  live: Type.Boolean(),
  desktop: Type.Union([ImageRef, Type.Null()]),
  mobile: Type.Union([ImageRef, Type.Null()]),
  /** Totals over every day, and the last 7 days (UTC, today included). */
  impressions: Type.Integer(),
  clicks: Type.Integer(),
  clicks_7d: Type.Integer(),
  impressions_7d: Type.Integer(),
});
export type AdT = Static<typeof Ad>;

export const AdCreateBody = Type.Object(
  {
    placement: Type.Optional(AdPlacement),
    name: Type.Optional(optionalText(PROMO_BOUNDS.name)),
    link: adLink,
    starts_on: Type.Optional(day('first day shown (UTC)')),
    ends_on: Type.Optional(day('last day shown (UTC)')),
    active: Type.Optional(FlagInput),
  },
  { additionalProperties: false },
);
export type AdCreateBodyT = Static<typeof AdCreateBody>;
export const AdUpdateBody = Type.Partial(AdCreateBody, { additionalProperties: false, minProperties: 1 });
export type AdUpdateBodyT = Static<typeof AdUpdateBody>;

/** What the public pages get: enough to draw the ad and count it. */
export const ActiveAd = Type.Object({
  _id: Type.String(),
  desktop: ImageRef,
  mobile: ImageRef,
  /** `/api/ads/{id}/click`: counts the click, then redirects to the ad's link. */
  href: Type.String(),
  /** The ad's own address, shown to the visitor (title, status bar) so the target stays visible. */
  link: Type.String(),
});
export type ActiveAdT = Static<typeof ActiveAd>;

export const AdDaily = Type.Object({
  day: Type.String({ description: 'UTC day, YYYY-MM-DD' }),
  impressions: Type.Integer(),
  clicks: Type.Integer(),
});
export type AdDailyT = Static<typeof AdDaily>;

export const PlayerAdOptOutBody = Type.Object(
  { off: Type.Boolean({ description: 'true: this work never shows the permanent ad' }) },
  { additionalProperties: false },
);
export type PlayerAdOptOutBodyT = Static<typeof PlayerAdOptOutBody>;

export const Banner = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  text: Type.String(),
  link: Type.String(),
  position: Type.Integer(),
  active: Type.Boolean(),
  poster: ImageRef,
  background: ImageRef,
});
export type BannerT = Static<typeof Banner>;

export const BannerCreateBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: PROMO_BOUNDS.title, pattern: VISIBLE }),
    text: Type.Optional(optionalText(PROMO_BOUNDS.text)),
    link: Type.Optional(
      siteOrWebLink(PROMO_BOUNDS.link, 'https:// address or a path on this site (/series/4); blank: no button'),
    ),
    position: Type.Optional(
      Type.Integer({ minimum: 1, maximum: PROMO_BOUNDS.position, description: 'place among the slides, 1 = first' }),
    ),
    active: Type.Optional(FlagInput),
  },
  { additionalProperties: false },
);
export type BannerCreateBodyT = Static<typeof BannerCreateBody>;
export const BannerUpdateBody = Type.Partial(BannerCreateBody, { additionalProperties: false, minProperties: 1 });
export type BannerUpdateBodyT = Static<typeof BannerUpdateBody>;
