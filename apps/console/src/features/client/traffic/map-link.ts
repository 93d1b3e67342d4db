import type { LocationVO } from '@dha/contracts';

/**
 * A map link for a centre (Amap URI API, opens the app on phones): a marker at the coordinates,
 * else a search for the address; null when there is neither.
 */
export function mapLinkOf(loc: Pick<LocationVO, 'name' | 'address' | 'latitude' | 'longitude'>): string | null {
  const lat = loc.latitude;
  const lng = loc.longitude;
  if (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  ) {
    return `https://uri.amap.com/marker?position=${lng},${lat}&name=${encodeURIComponent(loc.name)}&src=dha-center&callnative=1`;
  }
  if (loc.address?.trim())
    return `https://uri.amap.com/search?keyword=${encodeURIComponent(loc.address.trim())}&src=dha-center&callnative=1`;
  return null;
}
