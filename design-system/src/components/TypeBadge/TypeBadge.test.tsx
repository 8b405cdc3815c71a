import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TypeBadge, type WorkType } from './TypeBadge.tsx';

describe('TypeBadge', () => {
  it.each<[WorkType, string]>([
    ['anime', 'ئەنیمی'],
    ['series', 'زنجیرە ئەنیمی'],
    ['manga', 'مانگا'],
    ['manhua', 'مانهوا'],
    ['oneshot', 'وەنشۆت'],
  ])('labels %s as %s', (type, label) => {
    render(<TypeBadge type={type} />);
    expect(screen.getByText(label)).toHaveAttribute('data-type', type);
  });

  it('takes a label override', () => {
    render(<TypeBadge type="manga" label="Manga" />);
    expect(screen.getByText('Manga')).toBeInTheDocument();
    expect(screen.queryByText('مانگا')).toBeNull();
  });
});
