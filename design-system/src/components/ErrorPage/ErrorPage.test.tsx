import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { ErrorPage } from './ErrorPage.tsx';

describe('ErrorPage', () => {
  it('says "nothing found" in Sorani as the page heading, with the code hidden and a way home', () => {
    renderWithRouter(<ErrorPage code={404} />);
    expect(screen.getByRole('heading', { level: 1, name: 'هیچ نەدۆزرایەوە' })).toBeVisible();
    expect(screen.getByText('٤٠٤')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'گەڕانەوە بۆ پەڕەی سەرەکی' })).toHaveAttribute('href', '/');
  });

  it('says "forbidden" for 403 and takes the caller\'s actions', () => {
    renderWithRouter(<ErrorPage code={403} actions={<a href="/login">login</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'ڕێگەپێنەدراو' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'login' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'گەڕانەوە بۆ پەڕەی سەرەکی' })).not.toBeInTheDocument();
  });
});
