/** Query keys of the chat dialog; under `chat`, so logout can drop them with the user data. */
export const chatKeys = {
  all: ['chat'] as const,
  boxes: ['chat', 'boxes'] as const,
  /** The messages of my chat with one person (chat-store.ts): not fetched, written. */
  pane: (userId: number) => ['chat', 'pane', userId] as const,
  search: (keyword: string) => ['chat', 'search', keyword] as const,
};
