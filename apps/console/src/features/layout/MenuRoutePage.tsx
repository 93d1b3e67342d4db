import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { findMenuRoute, menuRoutesOf, type MenuRoute } from '../../app/menu-routes';
import type { PageLoader } from '../../app/page-types';
import { useSession } from '../../auth/session';

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(loader, page);
  }
  return page;
}

/** Renders the page of the server-menu route matching the location (routes generated from menus). */
export function MenuRoutePage() {
  const { pathname } = useLocation();
  const { menus } = useSession();
  const route: MenuRoute | undefined = findMenuRoute(menuRoutesOf(menus), pathname);
  // the guard already sends unknown paths to /404; this covers menus changed while on the page
  if (!route?.page) return <Navigate to="/404" replace />;
  const Page = lazyPage(route.page);
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Page />
    </Suspense>
  );
}
