import { Type } from 'typebox';
import { Format } from 'typebox/format';
import { parseEmbed } from './embed.ts';
import { canonicalLink, canonicalWebLink, NO_USERINFO } from './links.ts';
import { FORMAT, isBlank } from './validation.ts';

/**
 * Field schemas that also put what they accept in its stored form: the api decodes every body with them
 * (`api/src/lib/validation.ts`), so each route gets the same rule without saying so, and a form checking
 * with the same schema refuses what the api refuses.
 *
 * The formats are registered on TypeBox's registry when this module loads, which every schema using them
 * imports: the api and the back-office's forms check them alike.
 */

Format.Set(FORMAT.webLink, (value) => canonicalWebLink(value) !== null);
Format.Set(FORMAT.link, (value) => value === '' || canonicalLink(value) !== null);
// The public player's own parser: what it would refuse to play is refused when it is saved.
Format.Set(FORMAT.embed, (value) => parseEmbed(value).ok);

const options = (description?: string) => (description ? { description } : {});

/**
 * Free text that may be empty: text that shows nothing (only blanks, ZWNJ, RLM…) is stored as empty, the
 * way a person reads it. Required text uses `VISIBLE` and is refused instead.
 */
export const optionalText = (maxLength: number, description?: string) =>
  Type.Codec(Type.String({ maxLength, ...options(description) }))
    .Decode((value) => (isBlank(value) ? '' : value))
    .Encode((value) => value);

/** A web address a visitor is sent to, stored canonical (IDN host in punycode, the rest percent-encoded). */
export const webLink = (maxLength: number, description: string) =>
  Type.Codec(Type.String({ minLength: 1, maxLength, pattern: NO_USERINFO, format: FORMAT.webLink, description }))
    .Decode((value) => canonicalWebLink(value) ?? value)
    .Encode((value) => value);

/** A web address or a path on this site (`/series/4`, never `//host` or `\`), stored canonical; blank: none. */
export const siteOrWebLink = (maxLength: number, description: string) =>
  Type.Codec(Type.String({ maxLength, pattern: NO_USERINFO, format: FORMAT.link, description }))
    .Decode((value) => (value === '' ? '' : (canonicalLink(value) ?? value)))
    .Encode((value) => value);

/** A day, YYYY-MM-DD, that exists on the calendar. */
export const calendarDay = (description: string) =>
  Type.String({ format: FORMAT.day, description: `${description}, YYYY-MM-DD` });
