/** A work's number as the pages read it from the path (`/movies/:id`), or null for anything else. */
export const workNumber = (segment: string | undefined): number | null =>
  segment && /^\d{1,9}$/.test(segment) ? Number(segment) : null;
