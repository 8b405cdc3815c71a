import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button that calls onClick', async () => {
    const onClick = vi.fn();
    const { user } = renderWithRouter(<Button onClick={onClick}>بینین</Button>);
    const button = screen.getByRole('button', { name: 'بینین' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled or loading, and says it is busy', async () => {
    const onClick = vi.fn();
    const { user, rerender } = renderWithRouter(
      <Button onClick={onClick} disabled>
        ناردن
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'ناردن' }));
    rerender(
      <Button onClick={onClick} loading loadingLabel="چاوەڕێ">
        ناردن
      </Button>,
    );
    const busy = screen.getByRole('button', { name: /ناردن/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('چاوەڕێ');
    await user.click(busy);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithRouter(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          ناردن
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /ناردن/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders an in-app link with `to` and an external link with `href`', () => {
    renderWithRouter(
      <>
        <Button to="/movies">فیلمەکان</Button>
        <Button href="https://example.org" target="_blank" rel="noopener">
          دەرەکی
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'فیلمەکان' })).toHaveAttribute('href', '/movies');
    expect(screen.getByRole('link', { name: 'دەرەکی' })).toHaveAttribute('href', 'https://example.org');
  });

  it('a disabled link has no target and cannot be focused', async () => {
    const { user } = renderWithRouter(
      <Button to="/movies" disabled>
        فیلمەکان
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'فیلمەکان' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    await user.tab();
    expect(link).not.toHaveFocus();
  });
});
