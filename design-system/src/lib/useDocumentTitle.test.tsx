import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './useDocumentTitle.ts';

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('names the page, most specific part first, then the site', () => {
    renderHook(() => useDocumentTitle('مانگا', 'بەشی ١'));
    expect(document.title).toBe('مانگا · بەشی ١ · ئەنیمی کورد');
  });

  it('leaves the title alone while a part is still unknown, and sets it once the part arrives', () => {
    document.title = 'پێشوو';
    const { rerender } = renderHook(({ name }: { name?: string }) => useDocumentTitle(name, 'بەڕێوەبردن'), {
      initialProps: {},
    });
    expect(document.title).toBe('پێشوو');
    rerender({ name: 'Hen' });
    expect(document.title).toBe('Hen · بەڕێوەبردن · ئەنیمی کورد');
  });
});
