import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** SPEC §7 "Handling of answers": the body's message, else this. */
export const FALLBACK_ERROR = 'An error occurred';

/** The human message of a failed call: `{ message }` from the body, else the fallback. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined | null): string {
  if (!error) return FALLBACK_ERROR;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
    return FALLBACK_ERROR;
  }
  return error.message && error.message.trim() ? error.message : FALLBACK_ERROR;
}

export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined | null): number | undefined {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}
