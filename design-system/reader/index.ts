/**
 * `@ckb/design-system/reader`: the chapter reader's kit. A separate entry, like `./admin`: the
 * main entry is shipped whole to every visitor, this one only inside the reader remote. What it shares
 * with the main entry (the router's Link, format helpers) it takes from `@ckb/design-system` by name.
 */
export { readerStrings } from './strings.ts';
export * from './PageFrame/index.ts';
export * from './ChapterList/index.ts';
export * from './ChoiceGroup/index.ts';
export * from './ReadingProgress/index.ts';
