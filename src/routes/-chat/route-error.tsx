import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageError } from '../../ui/page-error';

/** Anything a page could not recover from: say so and offer a way on, instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  console.error(error);
  return <PageError onRetry={reset} />;
}
