/** Query keys of the chat dialog; under `chat`, so logout can drop them with the user data. */
export const chatKeys = {
  all: ['chat'] as const,
  boxes: ['chat', 'boxes'] as const,
  search: (keyword: string) => ['chat', 'search', keyword] as const,
};
