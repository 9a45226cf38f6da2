import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LETTER_FROM, type MessageCounts } from '@xinke/shared';
import { onLogout, setSocketLive } from '../../../lib/socket-status';
import { withLetterUnread } from '../../message/live-counts';
import { messageKeys, refreshMessageCounts } from '../../message/queries';
import { applyChatFrame } from '../chat-store';
import { appSocket } from './app-socket';

/**
 * Opens the tab's socket while a member is in the new-version layout and keeps the
 * counters live (SPEC §4, issue 5 point 4): `counts` frames replace the message-centre
 * counters, letter frames move the letter count, and every letter frame goes into the
 * tab's chat store (conversation list and open chats, chat-store.ts). Renders nothing; loaded lazily, so visitors never load it.
 */
export default function RealtimeBridge() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = appSocket();
    const setLetters = (letter: (old: MessageCounts) => number) =>
      queryClient.setQueryData<MessageCounts>(
        messageKeys.counts,
        (old) => old && withLetterUnread(old, letter(old)),
      );
    let wasOpen = false;
    const offs = [
      socket.onStatus((status) => {
        setSocketLive(status === 'open');
        // Pushes sent while the socket was down (hidden tab, network) are read over HTTP.
        if (status === 'open' && wasOpen) void refreshMessageCounts(queryClient);
        if (status === 'open') wasOpen = true;
      }),
      socket.subscribe('counts', (frame) =>
        queryClient.setQueryData<MessageCounts>(messageKeys.counts, frame.counts),
      ),
      socket.subscribe('chat', (frame) => {
        if (frame.pfrom === LETTER_FROM.other) setLetters((old) => old.letter + 1);
        applyChatFrame(queryClient, frame);
      }),
      socket.subscribe('unread', (frame) => {
        setLetters(() => frame.unread_total);
        applyChatFrame(queryClient, frame);
      }),
      // The chat store: list and open chats change together in every tab (chat-store.ts).
      socket.subscribe('recall', (frame) => applyChatFrame(queryClient, frame)),
      socket.subscribe('delete', (frame) => applyChatFrame(queryClient, frame)),
      socket.subscribe('box_delete', (frame) => applyChatFrame(queryClient, frame)),
    ];
    offs.push(onLogout(() => socket.stop()));
    socket.start();
    return () => {
      offs.forEach((off) => off());
      socket.stop();
      setSocketLive(false);
    };
  }, [queryClient]);
  return null;
}
