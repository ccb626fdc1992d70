import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Container } from '@/components/ui/container';
import { HomeIcon } from '@/components/ui/icons';
import { MessagePage } from '@/components/ui/message-page';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';

/** A clear page for a listing that is gone, hidden, or a share link that no longer works. */
export function ListingUnavailable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container narrow className="text-center">
      <MessagePage
        top={<HomeIcon className="mx-auto mb-4 size-12 text-slate-400" />}
        title={title}
        links={[
          { to: paths.properties, label: 'Browse properties' },
          { to: paths.home, label: 'Go home' },
        ]}
      >
        {children}
      </MessagePage>
    </Container>
  );
}

/** A listing id that matches nothing the visitor may see. */
export function PropertyNotFound() {
  return (
    <ListingUnavailable title="Property not found">
      <p>This listing does not exist, was removed, or is not available to you.</p>
    </ListingUnavailable>
  );
}

/** A listing that failed to load for another reason: the API's message, or a network hint. */
export function ListingLoadError({ error, heading }: { error: unknown; heading?: string }) {
  return (
    <Container narrow>
      {heading && <h1 className="mb-4 text-2xl font-bold">{heading}</h1>}
      <Alert>
        {error instanceof ApiError
          ? error.message
          : 'Could not load this property. Check your connection and try again.'}
      </Alert>
    </Container>
  );
}
