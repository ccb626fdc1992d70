import { paths } from '@/config/paths';

/** One conversation in the Messages page; the server's notifications link to the same path. */
export const conversationPath = (id: string) =>
  `${paths.dashboard.messages}/${encodeURIComponent(id)}`;
