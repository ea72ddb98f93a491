/** Trade-ins a dealer of any make takes: the common Asian-brand models. */
import { HYUNDAI, ISUZU, KIA, MAZDA, MITSUBISHI, NISSAN, SUBARU } from '../data/asian-makes';

/** Popular used models of other makes, commonest first. */
export const ASIAN_USED = [
  MAZDA[0]!,
  ISUZU[0]!,
  MITSUBISHI[0]!,
  HYUNDAI[1]!,
  KIA[0]!,
  NISSAN[0]!,
  SUBARU[1]!,
  MAZDA[1]!,
  HYUNDAI[0]!,
];
