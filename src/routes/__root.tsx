import { Outlet, createRootRoute } from '@tanstack/react-router';
import { PageNotFound } from '../ui/pages/page-not-found';
import { RouteError } from './-chat/route-error';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: PageNotFound,
  errorComponent: RouteError,
});
