/**
 * Every wire shape and input of works, by job: the parts all works share, films and series, the manga
 * family (with the reader's chapter), what clients send, and the home page's data. The building blocks
 * of `work-parts.ts` stay inside the package: clients read the finished shapes.
 */
export { Server, ServerReport, type ServerT, type ServerReportT } from './work-parts.ts';
// drafts and release times: the back-office's badges and the reader's preview mark read a part's state here
export { releaseState, type ReleaseState } from './work-parts.ts';
export * from './films.ts';
export * from './manga.ts';
export * from './work-inputs.ts';
export * from './home.ts';
