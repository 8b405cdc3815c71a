import type { ActivityEntry } from './record.ts';

/**
 * A picture set (upload) or taken back to the default (delete): kind `image`, target the row it belongs
 * to, and which picture as the change of `image` (the slot's wire name: poster, background, avatar…).
 */
export function imageEntry(
  action: 'upload' | 'delete',
  id: string,
  label: string,
  slot: string,
  work: string | null = null,
): Omit<ActivityEntry, 'actor'> {
  return {
    action,
    kind: 'image',
    target: id,
    work,
    label,
    changes: { image: action === 'upload' ? [null, slot] : [slot, null] },
  };
}
