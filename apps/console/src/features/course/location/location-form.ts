import type { LocationSaveReq, LocationVO } from '@dha/contracts';
import { checkSort, formResult, type FormResult } from '../../../ui/form-result';

export interface LocationForm {
  id?: number;
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  trafficGuide: string;
  sort: string;
  status: string;
}

export const locationToForm = (l: LocationVO | null): LocationForm =>
  l
    ? {
        id: l.id,
        name: l.name,
        address: l.address ?? '',
        latitude: l.latitude === null ? '' : String(l.latitude),
        longitude: l.longitude === null ? '' : String(l.longitude),
        trafficGuide: l.trafficGuide ?? '',
        sort: String(l.sort),
        status: String(l.status),
      }
    : { name: '', address: '', latitude: '', longitude: '', trafficGuide: '', sort: '0', status: '0' };

function coordinate(v: string, max: number): number | null | undefined {
  const s = v.trim();
  if (!s) return null;
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(s)) return undefined;
  const n = Number(s);
  return Math.abs(n) <= max ? n : undefined;
}

export function locationToRequest(f: LocationForm): FormResult<LocationSaveReq> {
  const errors: Record<string, string> = {};
  if (!f.name.trim()) errors.name = '请输入地点名称';
  if (f.address.length > 255) errors.address = '地址最多 255 字';
  const latitude = coordinate(f.latitude, 90);
  if (latitude === undefined) errors.latitude = '纬度为 -90 到 90 的数字';
  const longitude = coordinate(f.longitude, 180);
  if (longitude === undefined) errors.longitude = '经度为 -180 到 180 的数字';
  checkSort(errors, f.sort);
  return formResult(errors, () => ({
    ...(f.id ? { id: f.id } : {}),
    name: f.name.trim(),
    address: f.address.trim(),
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    trafficGuide: f.trafficGuide,
    sort: Number(f.sort),
    status: Number(f.status),
  }));
}
