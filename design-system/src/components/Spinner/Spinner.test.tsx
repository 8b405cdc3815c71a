import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces the Sorani waiting text as a status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  });

  it('shows its label in overlay mode and takes a custom label', () => {
    render(<Spinner mode="overlay" label="بارکردن" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-mode', 'overlay');
    expect(status).toHaveTextContent('بارکردن');
    expect(status).not.toHaveTextContent('چاوەڕێ بکە');
  });
});
