import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorScreen } from '../shared/ui/AppErrorScreen';

interface State {
  error: unknown;
  failed: boolean;
}

/** Last line of defence above the router: whatever escapes every route boundary ends here, with Try again. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppErrorScreen error={this.state.error} /> : this.props.children;
  }
}
