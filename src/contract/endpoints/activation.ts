import { activateRequestSchema, activationRequestSchema, memberLookupSchema } from '../access';
import { activationRequestedSchema, memberLookupQuerySchema } from '../activation';
import { sessionSchema } from '../auth';
import { endpoint } from '../endpoint';

/**
 * Activation of an existing member (spec 1 §2 "Activation", §7): public, rate limited, bot-checked.
 * The ALTCHA challenge (GET auth/altcha-challenge) is not here: its answer is the challenge itself,
 * as the widget reads it, not the `{ data }` envelope, so the server registers it by hand.
 */
export const activationEndpoints = {
  lookUpMember: endpoint({
    method: 'GET',
    path: '/api/profile/search/member',
    summary: 'Names of a registered member who has no account yet (activation step one)',
    query: memberLookupQuerySchema,
    data: memberLookupSchema,
  }),
  requestActivation: endpoint({
    method: 'POST',
    path: '/api/auth/activation',
    summary:
      'Request an activation code, sent only to the e-mail and phone the register holds; any mismatch gets one and the same answer, a match names the masked contacts, and 409 says the register holds no e-mail (decision 0019)',
    body: activationRequestSchema,
    data: activationRequestedSchema,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/auth/activation/activate',
    summary: 'Activate with the code and a password; signs the member in',
    body: activateRequestSchema,
    data: sessionSchema,
  }),
};
