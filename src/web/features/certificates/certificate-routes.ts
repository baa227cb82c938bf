import { encodeRouteText } from '../../../contract/route-values';

/**
 * The dashboard certificate routes (spec 1 §2): the good-standing one carries the member number,
 * the membership one the profile ID, each base64-encoded (read back with decodeRouteText).
 */
export const certificateRoutes = {
  goodStanding: (memberNo: string) => `/dashboard/goodStanding/${encodeRouteText(memberNo)}`,
  membership: (profileId: string) => `/dashboard/membershipcertificate/${encodeRouteText(profileId)}`,
};
