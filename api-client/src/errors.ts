import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** How an RTK Query call fails: the api's answer (or no answer), or an error thrown on the way. */
export type ApiError = FetchBaseQueryError | SerializedError;

/** SPEC §7 "Handling of answers": the body's message, else this (left for what nobody normally meets). */
export const FALLBACK_ERROR = 'An error occurred';

/**
 * What a visitor can meet without an api message: no connection, and an answer that is not the api's
 * (a proxy's error page). In Sorani, like every text a visitor sees: the site is for Sorani readers.
 */
export const NETWORK_ERROR = 'پەیوەندی بە ماڵپەڕەکەوە نەکرا. هێڵی ئینتەرنێتەکەت بپشکنە و دووبارە هەوڵ بدەرەوە.';
export const SERVER_ERROR = 'هەڵەیەک لە سێرڤەر ڕوویدا. تکایە دواتر هەوڵ بدەرەوە.';

/** The human message of a failed call: `{ message }` from the body, else a Sorani one, else the fallback. */
export function errorMessage(error: ApiError | undefined | null): string {
  if (!error) return FALLBACK_ERROR;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data.message === 'string' && data.message.trim()) return data.message;
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return NETWORK_ERROR;
    if (error.status === 'PARSING_ERROR' || typeof error.status === 'number') return SERVER_ERROR;
    return FALLBACK_ERROR;
  }
  return error.message && error.message.trim() ? error.message : FALLBACK_ERROR;
}

export function errorStatus(error: ApiError | undefined | null): number | undefined {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}
