import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../src/test/render.tsx';
import { StaffCard } from './StaffCard.tsx';

describe('StaffCard', () => {
  it('is one link to the profile, named by the member, with a decorative avatar', () => {
    const { container } = renderWithRouter(
      <StaffCard name="ئاراس" avatar={{ low: '/a-low.png', original: '/a.png' }} to="/staff/u1" />,
    );
    const link = screen.getByRole('link', { name: 'ئاراس' });
    expect(link).toHaveAttribute('href', '/staff/u1');
    expect(screen.getByRole('heading', { level: 3, name: 'ئاراس' })).toBeInTheDocument();
    expect(Array.from(container.querySelectorAll('img')).every((i) => i.getAttribute('alt') === '')).toBe(true);
  });

  it('renders the compact variant with a paragraph title when asked', () => {
    renderWithRouter(<StaffCard name="Sara" avatar={{ low: '/a.png' }} to="/staff/u2" size="sm" titleAs="p" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sara' })).toBeInTheDocument();
  });

  it("shows the member's initial instead of the default picture, and a line of roles", () => {
    const { container } = renderWithRouter(
      <StaffCard name="خاوەنی ماڵپەڕ" avatar={{ low: '/img/default/default.png' }} to="/staff/o">
        خاوەن · گەشەپێدەر
      </StaffCard>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('خ');
    expect(screen.getByRole('link', { name: 'خاوەنی ماڵپەڕ خاوەن · گەشەپێدەر' })).toBeInTheDocument();
  });
});
