import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdBanner } from './AdBanner.tsx';

describe('AdBanner', () => {
  it('links the banner image to the advertiser as a sponsored link in a labelled landmark', () => {
    render(<AdBanner href="https://ads.example" src="/ad.webp" alt="فرۆشگای نموونە" width={970} height={120} />);
    expect(screen.getByRole('complementary', { name: 'ڕیکلام' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'فرۆشگای نموونە' });
    expect(link).toHaveAttribute('href', 'https://ads.example');
    expect(link).toHaveAttribute('rel', 'noopener sponsored');
    const img = screen.getByRole('img', { name: 'فرۆشگای نموونە' });
    expect(img).toHaveAttribute('src', '/ad.webp');
    expect(img).toHaveAttribute('width', '970');
    expect(img).toHaveAttribute('height', '120');
  });

  it('loads lazily when asked (a banner further down the page)', () => {
    render(<AdBanner href="https://ads.example" src="/ad.webp" alt="x" width={300} height={250} loading="lazy" />);
    expect(screen.getByRole('img', { name: 'x' })).toHaveAttribute('loading', 'lazy');
  });
});
