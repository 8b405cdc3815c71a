import { findRoute, type RouteWork } from '@ckb/contract/routes';
import { FIELD_LABELS } from '@ckb/contract/validation';
import type { Repositories } from '../plugins/database.ts';
import { isId } from '../db/ids.ts';
import { absoluteUrl, imageRef } from '../media/urls.ts';
import { posterOf } from '../wire/works.ts';
import type { PageMeta } from './html.ts';
import { truncate } from './html.ts';
import { workNumber } from './params.ts';

const OG_TYPE: Record<RouteWork, string> = { movie: 'video.movie', series: 'video.tv_show', manga: 'book' };

const ckbDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
function chapterLabel(session: string, chapter: string): string {
  let name = chapter;
  try {
    name = decodeURIComponent(chapter);
  } catch {
    // a malformed escape: shown as it came
  }
  return `وەرزی ${ckbDigits(session)}، بەشی ${ckbDigits(name)}`;
}

/** The roles a shared profile names, in this order, by the words the account forms use. */
const ROLE_ORDER = ['is_owner', 'is_dev', 'is_admin', 'is_supervisor', 'is_translator', 'is_designer', 'is_technique'];

/** The Sorani names of an account's roles, highest first (a profile's description, its structured data). */
export const roleLabels = (user: object): string[] =>
  ROLE_ORDER.filter((flag) => Boolean(user[flag as keyof typeof user])).map((flag) => FIELD_LABELS[flag]!);

/**
 * The title and Open Graph data for a client route, from the database: visible works by number
 * and staff profiles. null keeps the shell's generic tags (unknown numbers, hidden works, other pages).
 */
export async function pageMetaFor(path: string, origin: string, repos: Repositories): Promise<PageMeta | null> {
  const url = absoluteUrl(origin, path);
  const found = findRoute(path);
  if (!found) return null;
  const { route, params } = found;
  // a work's page and, for manga, the reader under it share the work's tags
  if ((route.kind === 'work' || route.kind === 'chapter') && route.work) {
    const number = workNumber(params.id);
    const work = number === null ? undefined : await repos.works.findByNumber(route.work, number);
    if (!work || !work.active_show) return null;
    const name = work.ku && work.en ? `${work.en} | ${work.ku}` : work.en || work.ku;
    // the reader's route names the chapter too, so a shared link says which: "Berserk | بێرسێرک · وەرزی ١، بەشی ٣"
    const title = route.kind === 'chapter' ? `${name} · ${chapterLabel(params.session!, params.chapter!)}` : name;
    const poster = posterOf(work);
    return {
      title,
      description: truncate(work.about || title, 200),
      image: absoluteUrl(origin, poster.original),
      imageWidth: poster.width,
      imageHeight: poster.height,
      url,
      type: OG_TYPE[route.work],
    };
  }
  if (route.kind === 'member' && params.id && isId(params.id)) {
    const user = await repos.users.findById(params.id);
    if (!user) return null;
    const avatar = imageRef({ key: user.avatar_key, width: user.avatar_width, height: user.avatar_height });
    const roles = roleLabels(user);
    return {
      title: user.name,
      description: truncate(roles.length ? `${user.name}: ${roles.join('، ')}` : user.name, 200),
      image: absoluteUrl(origin, avatar.original),
      imageWidth: avatar.width,
      imageHeight: avatar.height,
      url,
      type: 'profile',
    };
  }
  return null;
}
