import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('reports its value in percent, clamped, in Sorani digits', () => {
    const { rerender } = render(<ProgressBar value={0.256} label="1.jpg" showValue />);
    const bar = screen.getByRole('progressbar', { name: '1.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '26');
    expect(screen.getByText('٢٦٪')).toBeVisible();
    rerender(<ProgressBar value={3} label="1.jpg" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('has no value while indeterminate', () => {
    render(<ProgressBar value={null} />);
    expect(screen.getByRole('progressbar', { name: 'ڕێژەی تەواوبوون' })).not.toHaveAttribute('aria-valuenow');
  });
});
