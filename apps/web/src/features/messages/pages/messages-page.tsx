import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConversationList } from '../components/conversation-list';
import { ConversationThread } from '../components/conversation-thread';

/**
 * /dashboard/messages and /dashboard/messages/{id}: the inbox beside the open conversation from
 * 1024 px; below that, one of the two, with a way back to the inbox.
 */
export function MessagesPage() {
  useDocumentTitle('Messages');
  // The route is messages/*: the rest of the path, if any, is the conversation's id.
  const id = useParams()['*'] || undefined;
  return (
    <section>
      <PageHeader
        title="Messages"
        description="Your conversations with agents and buyers about listings."
      />
      <div className="lg:grid lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-6">
        <div className={cn(id && 'max-lg:hidden')}>
          <ConversationList selectedId={id} />
        </div>
        <div className={cn(!id && 'max-lg:hidden')}>
          {id ? (
            <>
              <Link
                to={paths.dashboard.messages}
                className="mb-3 inline-block text-sm font-medium text-teal-800 hover:underline lg:hidden dark:text-teal-300"
              >
                ← All messages
              </Link>
              <div className="rounded-2xl border border-slate-200 bg-white lg:sticky lg:top-20 lg:h-[calc(100vh-15rem)] lg:min-h-[28rem] dark:border-slate-800 dark:bg-slate-900">
                <ConversationThread key={id} id={id} />
              </div>
            </>
          ) : (
            <div className="grid h-64 place-items-center rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
              Choose a conversation to read it and reply.
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export default MessagesPage;
