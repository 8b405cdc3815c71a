import type { ActivityKind } from '@ckb/contract';
import { SECRET_CHANGED } from '@ckb/contract';
import { formatDate, formatNumber } from '@ckb/design-system';
import { accountStrings } from '../../accountStrings.ts';
import { strings } from '../../strings.ts';
import { genreStrings } from '../../features/genres/strings.ts';
import { activityStrings as a } from './strings.ts';

/**
 * How the history names a field and shows a value: with the labels the forms use for the same field,
 * so an entry reads like the form it came from; never the wire name.
 */

const ads = accountStrings.ads;
const banners = accountStrings.banners;

/** Work-side fields: the works' forms, the visibility switches, the genre tab, the pictures. */
const WORK_FIELDS: Record<string, string> = {
  ...strings.fields,
  active_show: strings.detail.visibility,
  active_show_on_slide: strings.detail.onSlide,
  active_show_on_swiper: strings.detail.onSlide,
  genres: genreStrings.pickerLabel,
  alt_titles: genreStrings.altTitles,
  poster: strings.detail.poster,
  background: strings.detail.background,
};

const BY_KIND: Partial<Record<ActivityKind, Record<string, string>>> = {
  user: {
    ...accountStrings.fields,
    avatar: accountStrings.profile.avatar,
    background: accountStrings.profile.background,
  },
  genre: { name: genreStrings.name, slug: genreStrings.slug },
  ad: {
    name: ads.name,
    link: ads.link,
    starts_on: ads.starts,
    ends_on: ads.ends,
    active: ads.active,
    desktop: ads.desktop,
    mobile: ads.mobile,
  },
  banner: {
    title: banners.titleField,
    text: banners.text,
    link: banners.link,
    position: banners.position,
    active: banners.active,
    poster: banners.poster,
    background: banners.background,
  },
};

export function fieldLabel(kind: ActivityKind, field: string): string {
  return BY_KIND[kind]?.[field] ?? WORK_FIELDS[field] ?? (a.fields as Record<string, string>)[field] ?? a.otherField;
}

/** Every field label the history knows, for the test that no recorded field goes unnamed. */
export const knowsField = (kind: ActivityKind, field: string): boolean =>
  BY_KIND[kind]?.[field] !== undefined ||
  WORK_FIELDS[field] !== undefined ||
  (a.fields as Record<string, string>)[field] !== undefined;

/** A picture's slot, by the label of its upload control. */
const SLOTS: Record<string, string> = {
  poster: strings.detail.poster,
  background: strings.detail.background,
  avatar: accountStrings.profile.avatar,
  desktop: ads.desktop,
  mobile: ads.mobile,
};

/** A value as a person reads it: yes / no, numbers in Kurdish digits, lists joined, nothing as a dash. */
export function valueText(field: string, value: unknown): string {
  if (value === SECRET_CHANGED) return a.changed;
  // a release time: when, or a draft when there is none
  if (field === 'publish_at') return typeof value === 'number' ? when(value) : strings.release.draft;
  if (value === null || value === undefined || value === '') return a.none;
  if (value === true || value === 'true') return a.yes;
  if (value === false || value === 'false') return a.no;
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.length === 0 ? a.none : value.map((v) => valueText(field, v)).join('، ');
  if (field === 'image' && typeof value === 'string') return SLOTS[value] ?? value;
  if (field === 'type' && typeof value === 'string')
    return (strings.typeLabels as Record<string, string>)[value] ?? value;
  if (field === 'status' && typeof value === 'string')
    return (strings.statusLabels as Record<string, string>)[value] ?? value;
  return String(value);
}

const pad = (n: number) => (n < 10 ? `${formatNumber(0)}${formatNumber(n)}` : formatNumber(n));

/** When, in the viewer's time: `٢٧ی تشرینی دووەمی ٢٠٢٦، ١٤:٠٥`. */
export function when(at: number): string {
  const date = new Date(at);
  return `${formatDate(date)}، ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
