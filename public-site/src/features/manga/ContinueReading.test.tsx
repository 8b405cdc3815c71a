import { recordReading } from '@ckb/api-client';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import { ContinueReading } from './ContinueReading.tsx';

beforeEach(() => localStorage.clear());

describe('ContinueReading (issue 11)', () => {
  it('the manga page offers to continue the chapter last read', () => {
    const first = renderWithProviders(<ContinueReading manga={3} />);
    expect(screen.queryByRole('link')).toBeNull();
    first.unmount();
    recordReading({ manga: 3, title: 'Berserk', session: 2, chapter: '7', page: 1, pages: 20 });
    renderWithProviders(<ContinueReading manga={3} />);
    expect(screen.getByRole('link', { name: 'درێژەدان بە خوێندنەوەی بەشی ٧' })).toHaveAttribute(
      'href',
      '/manga/3/session/2/chapter/7',
    );
  });
});
