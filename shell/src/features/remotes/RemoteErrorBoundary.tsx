import { Component, type ReactNode } from 'react';
import { RemoteFailed } from './RemoteFailed.tsx';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote page chunk that fails to load (or a render error inside a remote): never a blank page. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote page failed', error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <RemoteFailed onRetry={this.retry} /> : this.props.children;
  }
}
