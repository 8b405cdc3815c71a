import { TRASHED } from '../../trash/plugin.ts';
import { Type } from 'typebox';
import {
  ActiveAd,
  Ad,
  AdCreateBody,
  AdDaily,
  AdUpdateBody,
  Banner,
  BannerCreateBody,
  BannerUpdateBody,
  envelope,
  ErrorBody,
  errorResponses,
  PlayerAdOptOutBody,
} from '@ckb/contract';

const staff = [{ apiKey: [], bearer: [] }];
const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const binary = (description: string) => Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });
const oneAd = envelope(Type.Object({ ad: Ad }));
const oneBanner = envelope(Type.Object({ banner: Banner }));
const editors = 'dev, owner, admin';

export const AdSlot = Type.Union([Type.Literal('desktop'), Type.Literal('mobile')]);
export const BannerSlot = Type.Union([Type.Literal('poster'), Type.Literal('background')]);

export const activeAdsSchema = {
  summary: "The shell's ads of today (on, within their days, both images); the shell rotates them",
  tags: ['ads'],
  response: { 200: envelope(Type.Array(ActiveAd)), ...errorResponses },
};
export const playerAdSchema = {
  summary: 'The permanent ad shown with video players, or null (none on, or the work opted out)',
  tags: ['ads'],
  querystring: Type.Object({ work: Type.Optional(Type.String({ maxLength: 64, description: 'the work _id' })) }),
  response: { 200: envelope(Type.Object({ ad: Type.Union([ActiveAd, Type.Null()]) })), ...errorResponses },
};
export const listAdsSchema = {
  summary: `Every ad with its impressions and clicks (${editors})`,
  tags: ['ads'],
  security: staff,
  querystring: Type.Object({ placement: Type.Optional(Type.Union([Type.Literal('shell'), Type.Literal('player')])) }),
  response: { 200: envelope(Type.Array(Ad)), ...errorResponses },
};
export const adStatsSchema = {
  summary: 'Impressions and clicks of every ad together, per UTC day, last 7 days (the dashboard)',
  tags: ['ads'],
  security: staff,
  response: { 200: envelope(Type.Array(AdDaily)), ...errorResponses },
};
export const createAdSchema = {
  summary: `Create an ad (${editors}); upload its images next`,
  description: 'A shell ad shows once it has both images; the player ad once it has the desktop image.',
  tags: ['ads'],
  security: staff,
  body: AdCreateBody,
  response: { 201: oneAd, ...errorResponses },
};
export const updateAdSchema = {
  summary: `Change an ad (${editors})`,
  tags: ['ads'],
  security: staff,
  params: IdParams,
  body: AdUpdateBody,
  response: { 200: oneAd, ...errorResponses },
};
export const deleteAdSchema = {
  summary: `Delete an ad, its counts and images (${editors})`,
  description: TRASHED,
  tags: ['ads'],
  security: staff,
  params: IdParams,
  response: { 200: oneAd, ...errorResponses },
};
export const adImageSchemas = {
  upload: {
    summary: `Upload an ad's desktop (1200×150) or phone (720×180) image (${editors})`,
    description: 'Multipart, one file under the field named like the slot. Other sizes of the same proportions pass.',
    tags: ['ads'],
    security: staff,
    consumes: ['multipart/form-data'],
    params: Type.Object({ id: Type.String({ maxLength: 64 }), slot: AdSlot }),
    body: Type.Object({
      desktop: Type.Optional(binary('desktop image')),
      mobile: Type.Optional(binary('phone image')),
    }),
    response: { 200: oneAd, ...errorResponses, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody },
  },
  remove: {
    summary: `Remove an ad's image (${editors})`,
    tags: ['ads'],
    security: staff,
    params: Type.Object({ id: Type.String({ maxLength: 64 }), slot: AdSlot }),
    response: { 200: oneAd, ...errorResponses, 409: ErrorBody },
  },
};
export const optOutsSchema = {
  summary: `Works whose players never show the permanent ad (${editors})`,
  tags: ['ads'],
  security: staff,
  response: { 200: envelope(Type.Array(Type.String())), ...errorResponses },
};
export const setOptOutSchema = {
  summary: `Opt a work out of (or back into) the permanent ad (${editors})`,
  tags: ['ads'],
  security: staff,
  params: Type.Object({ workId: Type.String({ maxLength: 64 }) }),
  body: PlayerAdOptOutBody,
  response: { 200: envelope(Type.Array(Type.String())), ...errorResponses },
};

export const listBannersSchema = {
  summary: `Every banner, in slide order (${editors})`,
  tags: ['banners'],
  security: staff,
  response: { 200: envelope(Type.Array(Banner)), ...errorResponses },
};
export const createBannerSchema = {
  summary: `Create a hero banner (${editors})`,
  tags: ['banners'],
  security: staff,
  body: BannerCreateBody,
  response: { 201: oneBanner, ...errorResponses },
};
export const updateBannerSchema = {
  summary: `Change a banner (${editors})`,
  tags: ['banners'],
  security: staff,
  params: IdParams,
  body: BannerUpdateBody,
  response: { 200: oneBanner, ...errorResponses },
};
export const deleteBannerSchema = {
  summary: `Delete a banner and its images (${editors})`,
  description: TRASHED,
  tags: ['banners'],
  security: staff,
  params: IdParams,
  response: { 200: oneBanner, ...errorResponses },
};
export const bannerImageSchemas = {
  upload: {
    summary: `Upload a banner's poster or background (${editors})`,
    tags: ['banners'],
    security: staff,
    consumes: ['multipart/form-data'],
    params: Type.Object({ id: Type.String({ maxLength: 64 }), slot: BannerSlot }),
    body: Type.Object({
      poster: Type.Optional(binary('poster')),
      background: Type.Optional(binary('background')),
    }),
    response: { 200: oneBanner, ...errorResponses, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody },
  },
  remove: {
    summary: `Reset a banner's poster or background to the default (${editors})`,
    tags: ['banners'],
    security: staff,
    params: Type.Object({ id: Type.String({ maxLength: 64 }), slot: BannerSlot }),
    response: { 200: oneBanner, ...errorResponses, 409: ErrorBody },
  },
};
