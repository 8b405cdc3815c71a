import { badRequest } from '../lib/http-errors.ts';
import { messages } from '../messages.ts';

/**
 * The ids of a list as a body gives them (`"id"` or `{ _id }`, as the list was read), in order. A list that
 * names one twice is refused: it says something other than what was meant, and storing it once would hide that.
 */
export function listedIds(field: string, given: readonly (string | { _id: string })[]): string[] {
  const ids = given.map((item) => (typeof item === 'string' ? item : item._id).trim());
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw badRequest(messages.duplicateId(field, id));
    seen.add(id);
  }
  return ids;
}
