import type { TProperty } from '@nestwise/shared';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import type { ContactKind } from './agent-contact-form';

/* The forms load when a buyer opens one: the first route carries only the two buttons. */
const AgentContactForm = lazy(() => import('./agent-contact-form'));

/**
 * "Request a tour" and "Contact agent" for a public listing. Signed out, they ask the visitor to
 * sign in first and come back; the listing's own agent does not see them.
 */
export function AgentContact({ property }: { property: TProperty }) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<ContactKind | null>(null);
  if (user?.id === property.agentId) return null;
  if (property.approval !== 'approved' || !property.isActive) return null;

  const choose = (kind: ContactKind) => {
    if (!user) {
      notify('info', 'Sign in to contact the agent.', { toastId: 'contact-sign-in' });
      navigate(paths.login, { state: { from: location } });
      return;
    }
    setOpen(open === kind ? null : kind);
  };

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <Button aria-expanded={open === 'tour'} onClick={() => choose('tour')}>
          Request a tour
        </Button>
        <Button
          variant="secondary"
          aria-expanded={open === 'message'}
          onClick={() => choose('message')}
        >
          Contact agent
        </Button>
      </div>
      {open && (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <AgentContactForm key={open} property={property} kind={open} />
        </Suspense>
      )}
    </div>
  );
}
