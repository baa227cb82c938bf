import type { ActivateRequest, ActivationRequest } from '../../../contract/access';
import { activationEndpoints } from '../../../contract/endpoints/activation';
import { call } from '../../lib/call';

/** GET the names the register holds for a member number, to confirm it is the visitor's. */
export const lookUpMember = (MemberNo: string) =>
  call(activationEndpoints.lookUpMember, { query: { MemberNo } });

/** POST the activation request; a code goes to the register's own contacts. */
export const requestActivation = (request: ActivationRequest) =>
  call(activationEndpoints.requestActivation, { body: request });

/** POST the code and the new password; the answer is the signed-in session. */
export const activate = (request: ActivateRequest) => call(activationEndpoints.activate, { body: request });
