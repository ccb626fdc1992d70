/**
 * Messages (issue #28): the inbox; a conversation is `${MESSAGES_PATH}/{id}`, the path the
 * server's notifications link to. Apart from config/paths so the first route's code, which holds
 * that table, does not carry it.
 */
export const MESSAGES_PATH = '/dashboard/messages';

export const conversationPath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}`;
