import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list-table';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime, useClients } from '../api/agent-requests';

/** /dashboard/clients: the buyers who wrote to the agent or asked a tour, with their messages. */
export function ClientsPage() {
  useDocumentTitle('Clients');
  const clients = useClients();
  return (
    <section>
      <PageHeader
        title="Clients"
        description="Buyers who contacted you about your listings, latest first."
      />
      <PagedList
        query={clients}
        what="your clients"
        empty={
          <EmptyState title="No clients yet.">
            Buyers who message you or ask for a tour from a listing’s page appear here.
          </EmptyState>
        }
        label="Clients"
        noun={['client', 'clients']}
        moreError="Could not load more clients. Try again."
      >
        {(items) =>
          items.map((client) => (
            <li
              key={client.buyer.id}
              className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{client.buyer.name}</h2>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  Last contact {formatDateTime(client.lastContactAt)}
                </span>
              </div>
              {client.buyer.email && (
                <a
                  href={`mailto:${client.buyer.email}`}
                  className="text-sm text-teal-800 hover:underline dark:text-teal-300"
                >
                  {client.buyer.email}
                </a>
              )}
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {client.tourRequests === 0
                  ? 'No tour requests'
                  : `${client.tourRequests} tour ${client.tourRequests === 1 ? 'request' : 'requests'}`}
                {' · '}
                <Link to={paths.dashboard.appointments} className="hover:underline">
                  Appointments
                </Link>
              </p>
              {client.messageCount > client.messages.length && (
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                  The latest {client.messages.length} of {client.messageCount} messages
                </p>
              )}
              {client.messages.length > 0 && (
                <ul aria-label={`Messages from ${client.buyer.name}`} className="mt-3 space-y-2">
                  {client.messages.map((message) => (
                    <li
                      key={message.id}
                      className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800"
                    >
                      <p className="text-xs text-slate-600 dark:text-slate-300">
                        {formatDateTime(message.createdAt)}
                        {message.propertyId && message.propertyTitle && (
                          <>
                            {' · '}
                            <Link
                              to={paths.property(message.propertyId)}
                              className="font-medium text-teal-800 hover:underline dark:text-teal-300"
                            >
                              {message.propertyTitle}
                            </Link>
                          </>
                        )}
                      </p>
                      <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
                      <Link
                        to={`${paths.dashboard.messages}/${encodeURIComponent(message.conversationId)}`}
                        className="mt-1 inline-block text-xs font-medium text-teal-800 hover:underline dark:text-teal-300"
                      >
                        Reply in Messages
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))
        }
      </PagedList>
    </section>
  );
}

export default ClientsPage;
