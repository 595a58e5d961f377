import { RouterProvider, createRouter } from '@tanstack/react-router';
import { renderPage } from './render-page';
import { routeTree } from './routeTree.gen';

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

renderPage(<RouterProvider router={router} />);
