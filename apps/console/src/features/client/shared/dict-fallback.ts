import { OfferTypeLabels, ParticipantKindLabels, SignupStatusLabels } from '@dha/contracts';

/**
 * Labels used while the dictionary cache is empty: the dictionaries are served to logged-in users
 * only, and the course list is open to anonymous visitors. Values and labels are the base seed's.
 */
const fromRecord = (r: Record<number, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [String(k), v]));

export const DICT_FALLBACK: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  course_type: { '1': '禅修课程', '2': '读书会', '3': '公益讲座', '4': '义工培训', '5': '亲子课程' },
  signup_status: fromRecord(SignupStatusLabels),
  signup_offer_type: fromRecord(OfferTypeLabels),
  signup_participant_kind: fromRecord(ParticipantKindLabels),
};

export function fallbackLabel(type: string, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return DICT_FALLBACK[type]?.[String(value)];
}
