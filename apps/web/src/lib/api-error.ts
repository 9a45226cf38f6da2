/** The http client rejects with the server's envelope: read its code without trusting it. */
export function failureCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

export const isNotFound = (error: unknown) => failureCode(error) === 404;
