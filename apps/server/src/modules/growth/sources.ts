/** Ledger source keys: one spelling for award and taking back. */
export const eleSource = {
  item: (itemId: number) => `item:${itemId}`,
  thumb: (itemId: number, likerId: number) => `thumb:${itemId}:${likerId}`,
  comment: (commentId: number) => `comment:${commentId}`,
  signIn: (day: string) => `signin:${day}`,
};
