/** Query keys of the messages screens; the unread total's key lives in lib (the nav reads it too). */
export const messageKeys = {
  all: ['messages'] as const,
  inbox: (archived: boolean) => ['messages', 'inbox', archived ? 'archived' : 'active'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
};

export const messagesPath = '/api/messages';
export const conversationPath = (id: string) => `${messagesPath}/conversations/${encodeURIComponent(id)}`;
