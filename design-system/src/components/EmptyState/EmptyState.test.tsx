import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows the message as plain text for an empty list', () => {
    render(<EmptyState title="هیچ وەرگێڕانێک نییە" />);
    expect(screen.getByText('هیچ وەرگێڕانێک نییە')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a waiting message politely', () => {
    render(<EmptyState tone="waiting" title="چاوەڕێ بکە..." />);
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  });

  it('can be the page heading', () => {
    render(<EmptyState title="هیچ نەدۆزرایەوە" titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'هیچ نەدۆزرایەوە' })).toBeInTheDocument();
  });

  it('announces an error as an alert, with its action', () => {
    render(<EmptyState tone="error" title="کێشەیەک هەیە" action={<button type="button">دووبارە</button>} />);
    expect(screen.getByRole('alert')).toHaveTextContent('کێشەیەک هەیە');
    expect(screen.getByRole('button', { name: 'دووبارە' })).toBeInTheDocument();
  });
});
