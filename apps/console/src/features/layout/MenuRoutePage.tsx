import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { findMenuRoute, menuRoutesOf, type MenuRoute } from '../../app/menu-routes';
import type { PageLoader } from '../../app/page-types';
import { useSession } from '../../auth/session';
import { Page404 } from '../errors/ErrorPages';

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
  if (!route?.page) return <Page404 />;
  const Page = lazyPage(route.page);
  return (
    <Suspense fallback={<Spinner size={30} />}>
      <Page />
    </Suspense>
  );
}
