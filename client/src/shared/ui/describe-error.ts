import { isRouteErrorResponse } from 'react-router';
import { toApiError } from '../api/api-error';

export interface ErrorDescription {
  message: string;
  details: string;
}

/** What the error screens show for anything thrown: its message, and its code and status as details. */
export function describeError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    return { message: error.statusText || 'The page could not be loaded.', details: `HTTP ${error.status}` };
  }
  const apiError = toApiError(error);
  const parts = [apiError.code];
  if (apiError.status) parts.push(`status ${apiError.status}`);
  // A plain programming error has no catalogue code; its class name says more.
  if (apiError.code === 'unknown_error' && error instanceof Error) parts.unshift(error.name);
  return { message: apiError.message, details: parts.join(' · ') };
}
