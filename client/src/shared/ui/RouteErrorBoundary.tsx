import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteErrorScreen } from './RouteErrorScreen';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  // A navigation (even to the same address) clears the error, as a route's error element did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown): void {
    console.error('React Router caught the following error during render', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** A route's error boundary: what throws below it (a page, a lazy chunk that fails to load) shows RouteErrorScreen. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
