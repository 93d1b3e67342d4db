import type { IconName } from '@blueprintjs/core';

/** Server menus carry upstream icon names (`ep:tools`, `fa:rocket`...): the closest Blueprint icon, else a default. */
const ICONS: Record<string, IconName> = {
  'ep:tools': 'wrench',
  'ep:setting': 'cog',
  'ep:user': 'person',
  'ep:user-filled': 'person',
  'ep:avatar': 'person',
  'ep:menu': 'menu',
  'ep:document': 'document',
  'ep:notebook': 'manual',
  'ep:reading': 'book',
  'ep:collection': 'box',
  'ep:calendar': 'calendar',
  'ep:timer': 'time',
  'ep:clock': 'time',
  'ep:phone': 'phone',
  'ep:message': 'envelope',
  'ep:bell': 'notifications',
  'ep:shop': 'shop',
  'ep:money': 'dollar',
  'ep:wallet': 'credit-card',
  'ep:monitor': 'desktop',
  'ep:cpu': 'dashboard',
  'ep:coin': 'database',
  'ep:connection': 'data-connection',
  'ep:link': 'link',
  'ep:office-building': 'office',
  'ep:school': 'learning',
  'ep:list': 'properties',
  'ep:tickets': 'tag',
  'ep:finished': 'tick-circle',
  'ep:document-add': 'add-to-artifact',
  'ep:location': 'map-marker',
  'ep:search': 'search',
  'ep:edit': 'edit',
  'ep:data-analysis': 'timeline-bar-chart',
  'ep:histogram': 'chart',
  'ep:postcard': 'id-number',
  'ep:lock': 'lock',
  'ep:key': 'key',
  'ep:briefcase': 'briefcase',
  'ep:house': 'home',
  'ep:home-filled': 'home',
};

export function menuIcon(icon: string | null | undefined, hasChildren: boolean): IconName {
  if (icon && ICONS[icon]) return ICONS[icon];
  return hasChildren ? 'folder-close' : 'document';
}
