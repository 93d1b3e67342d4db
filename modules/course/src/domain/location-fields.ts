import { CommonStatus, type LocationSaveReq } from '@dha/contracts';
import type { Location } from './location.entity';
import type { RichText } from './rich-text';

/** The editable fields of a centre from a create/update body (traffic directions sanitised). */
export function locationFields(input: LocationSaveReq, richText: RichText): Partial<Location> {
  return {
    name: input.name.trim(),
    address: input.address ?? '',
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    trafficGuide: richText.sanitize(input.trafficGuide),
    sort: input.sort ?? 0,
    status: input.status ?? CommonStatus.ENABLE,
  };
}
