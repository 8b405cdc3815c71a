import { randomBytes } from 'node:crypto';

/**
 * Storage keys: where an image lives, independent of the storage backend.
 *
 *   works/<workId>/poster-<token>      works/<workId>/background-<token>
 *   users/<userId>/avatar-<token>      users/<userId>/background-<token>
 *   pages/<chapterId>/<token>
 *   ads/<adId>/desktop-<token>          ads/<adId>/mobile-<token>
 *   banners/<bannerId>/poster-<token>  banners/<bannerId>/background-<token>
 *
 * The token is random and never reused, so the bytes behind a key never change: URLs can be cached
 * forever (immutable) and a replaced image simply gets a new key. Every key has two variants,
 * `high` and `low` (see pipeline.ts); a chapter page's key also has `saver` (the data saver's readable
 * picture), which pages stored before it existed get from `pnpm media:backfill`. Keys are checked against one strict pattern wherever they come
 * from outside (the media host, the check command), which rules out any path trickery.
 */

export type Variant = 'high' | 'low' | 'saver';
/** The variants every stored image has (rows may only point at keys that have them). */
export const VARIANTS: readonly Variant[] = ['high', 'low'];
const PAGE_VARIANTS: readonly Variant[] = ['high', 'low', 'saver'];
/** Chapter pages: the keys that get a `saver` variant. */
export const isPageKey = (key: string): boolean => key.startsWith('pages/');
/** Every variant `key` may have: what deleting and copying a key covers. */
export const variantsOf = (key: string): readonly Variant[] => (isPageKey(key) ? PAGE_VARIANTS : VARIANTS);

export type WorkSlot = 'poster' | 'background';
export type UserSlot = 'avatar' | 'background';
export type AdSlot = 'desktop' | 'mobile';
export type BannerSlot = 'poster' | 'background';

const ID = '[0-9a-f]{24}';
const TOKEN = '[0-9a-f]{16}';
export const KEY_PATTERN = new RegExp(
  `^(?:works/${ID}/(?:poster|background)-${TOKEN}|users/${ID}/(?:avatar|background)-${TOKEN}|pages/${ID}/${TOKEN}|ads/${ID}/(?:desktop|mobile)-${TOKEN}|banners/${ID}/(?:poster|background)-${TOKEN})$`,
);

export const isMediaKey = (value: string): boolean => KEY_PATTERN.test(value);

const token = (): string => randomBytes(8).toString('hex');

function checked(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}

export const workImageKey = (workId: string, slot: WorkSlot): string => checked(`works/${workId}/${slot}-${token()}`);
export const userImageKey = (userId: string, slot: UserSlot): string => checked(`users/${userId}/${slot}-${token()}`);
export const adImageKey = (adId: string, slot: AdSlot): string => checked(`ads/${adId}/${slot}-${token()}`);
export const bannerImageKey = (bannerId: string, slot: BannerSlot): string =>
  checked(`banners/${bannerId}/${slot}-${token()}`);
export const pageKey = (chapterId: string): string => checked(`pages/${chapterId}/${token()}`);

/** File name of a variant, relative to the media root: `<key>.high.webp`. */
export const variantPath = (key: string, variant: Variant): string => `${key}.${variant}.webp`;

const VARIANT_FILE = /^(.*)\.(high|low|saver)\.webp$/;

/** The key and variant of a stored file name (relative, `/`-separated), or null for anything else. */
export function parseVariantPath(relative: string): { key: string; variant: Variant } | null {
  const match = VARIANT_FILE.exec(relative);
  if (!match || !isMediaKey(match[1] as string)) return null;
  return { key: match[1] as string, variant: match[2] as Variant };
}
