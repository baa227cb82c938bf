import type { UseMutationOptions } from '@tanstack/react-query';
import {
  type Address,
  type CallInput,
  type DataOf,
  type DeclarationOf,
  type Endpoint,
  urlOf,
} from '../../contract/endpoint';
import { api } from './api';

/**
 * What a component may add to a data module's mutation: its own reactions (alerts, navigation). The
 * call itself stays in the data module.
 */
export type MutationReactions<Data, Variables = void> = Omit<
  UseMutationOptions<Data, Error, Variables>,
  'mutationFn'
>;

/**
 * Calls an endpoint declared in the contract: its address is built from the declaration, and the
 * answer's type is the one the server serializes, so a component never writes either. Failures
 * are `ApiError`s, as from `api`. Modules kept free of zod pass the endpoint's `Address` instead
 * (contract/endpoints/addresses/), which is typed by the same declaration.
 */
export function call<E extends Endpoint>(declared: E, input: CallInput<E>): Promise<DataOf<E>>;
export function call<A extends Address<Endpoint>>(
  address: A,
  input: CallInput<DeclarationOf<A>>,
): Promise<DataOf<DeclarationOf<A>>>;
export function call(declared: Pick<Endpoint, 'method' | 'path'>, input: object): Promise<unknown> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
  };
  // `api` takes the address below the API's root.
  const address = urlOf(declared, params, query).slice('/api/'.length);
  return api(declared.method, address, body);
}
