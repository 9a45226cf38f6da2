import type { Contract, ContractData, ContractInput } from '@xinke/shared';
import { http } from './api';
import { resolveContractCall, type RequestOptions } from './http';

/**
 * Like `api()`, but also returns the envelope's `msg`: some answers are meant to be shown
 * as they are (SPEC §8: "server message after sending a code").
 */
export async function apiWithMessage<C extends Contract>(
  contract: C,
  input?: ContractInput<C>,
  options?: RequestOptions,
): Promise<{ data: ContractData<C>; msg: string }> {
  const { url, fields } = resolveContractCall(contract, (input ?? {}) as Record<string, unknown>);
  const envelope = await http.request<ContractData<C>>(contract.method, url, fields, options);
  return { data: envelope.data, msg: envelope.msg };
}
