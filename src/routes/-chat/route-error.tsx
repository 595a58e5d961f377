import type { ErrorComponentProps } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { takeOverFrameShell } from '../../services/frame-shell';
import { PageError } from '../../ui/pages/page-error';

/** Anything a page could not recover from: say so and offer a way on, instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  console.error(error);
  // The embed frame's server-rendered view must not hide the error.
  useLayoutEffect(() => void takeOverFrameShell(), []);
  return <PageError onRetry={reset} />;
}
