/** spec §9: the width one top-navigation item is given. */
export const TOP_NAV_ITEM_WIDTH = 85;

/**
 * spec §2: the top navigation shows about a third of the window's width in items of 85 px; the
 * rest go under 更多.
 */
export function splitTopNav<T>(items: readonly T[], windowWidth: number): { visible: T[]; more: T[] } {
  const count = Math.max(0, Math.floor(windowWidth / 3 / TOP_NAV_ITEM_WIDTH));
  return { visible: items.slice(0, count), more: items.slice(count) };
}
