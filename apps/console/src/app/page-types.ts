import type { ComponentType } from 'react';

/**
 * A page that a server menu may point at, loaded lazily. A leaf module: app/page-registry imports
 * the features' page lists, and they import these types, not the registry.
 */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;
