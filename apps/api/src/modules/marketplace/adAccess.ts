import type { FastifyRequest } from 'fastify';
import type { Orm } from '../../database/connection';
import { isStaff, ownedBy } from '../../plugins/auth';
import { findAd, isPublicAd } from './ads';
import type { ClassifiedAdRow } from './tables';
import { adMessages } from './texts';

// Who may see and change an ad: everyone sees a public one; its owner and staff see it in any
// status; only its owner changes it.

/** The caller's ad of that id; another user's ad answers 404 as an unknown one does. */
export async function ownAdOf(
  orm: Orm,
  request: FastifyRequest,
  id: string,
): Promise<ClassifiedAdRow> {
  return ownedBy(request, await findAd(orm, id), request.t(adMessages.notFound));
}

/** Whether the request's caller (if any) is the ad's owner or staff. */
export function ownerOrStaff(request: FastifyRequest, ad: Pick<ClassifiedAdRow, 'userId'>) {
  const { caller } = request;
  return caller !== null && (caller.id === ad.userId || isStaff(caller));
}

/** Whether the request may see the ad: a public one everyone, any other its owner and staff. */
export function maySee(
  request: FastifyRequest,
  ad: Pick<ClassifiedAdRow, 'userId' | 'status' | 'hiddenReason'>,
): boolean {
  return isPublicAd(ad) || ownerOrStaff(request, ad);
}
