import { describe, expect, it } from 'vitest';
import { fileProgress, nextBatch, type QueuedFile } from './uploadBatch.ts';

const item = (id: string, size = 10, status = 'waiting'): QueuedFile => ({ id, size, status });

describe('nextBatch', () => {
  it('takes the waiting files in order, up to maxFiles and about maxBytes', () => {
    const items = [item('a'), item('b'), item('c'), item('d')];
    expect(nextBatch(items, new Set(), 3, 1000)).toEqual(['a', 'b', 'c']);
    expect(nextBatch(items, new Set(), 8, 25)).toEqual(['a', 'b']);
    // a file larger than maxBytes still goes, alone
    expect(nextBatch([item('big', 100), item('b')], new Set(), 8, 25)).toEqual(['big']);
  });

  it('skips files done or being sent, and sends nothing past a failed one', () => {
    expect(nextBatch([item('a', 10, 'done'), item('b'), item('c')], new Set(), 8, 1000)).toEqual(['b', 'c']);
    expect(nextBatch([item('a'), item('b', 10, 'failed'), item('c')], new Set(), 8, 1000)).toEqual(['a']);
    expect(nextBatch([item('a', 10, 'failed'), item('b')], new Set(), 8, 1000)).toEqual([]);
  });

  it('sends a file of a refused batch in a request of its own', () => {
    const items = [item('a'), item('b'), item('c')];
    expect(nextBatch(items, new Set(['a']), 8, 1000)).toEqual(['a']);
    expect(nextBatch(items, new Set(['b']), 8, 1000)).toEqual(['a']);
  });
});

describe('fileProgress', () => {
  it("gives each file its stretch of the body, scaled from the body's size to the files'", () => {
    expect(fileProgress([100, 300], 200, 400)).toEqual([1, 1 / 3]);
    // the multipart body is twice the files' bytes here: half of it sent is half of the files
    expect(fileProgress([100, 100], 200, 400)).toEqual([1, 0]);
    expect(fileProgress([100, 100], 400, 400)).toEqual([1, 1]);
  });

  it('counts an empty file as sent, and a body of unknown size by the files', () => {
    expect(fileProgress([0, 10], 0, 0)).toEqual([1, 0]);
    expect(fileProgress([10, 10], 15, 0)).toEqual([1, 0.5]);
  });
});
