import type { AppointmentStatus, TAppointment } from '@nestwise/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list-table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime, useAppointments, useDecideAppointment } from '../api/agent-requests';

const STATUS: Record<AppointmentStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
};

function AppointmentRow({
  appointment,
  onDecide,
  pending,
}: {
  appointment: TAppointment;
  onDecide: (id: string, status: 'confirmed' | 'declined') => void;
  pending: boolean;
}) {
  const status = STATUS[appointment.status];
  const listing = appointment.propertyTitle ?? 'A removed listing';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            <time dateTime={appointment.startsAt}>{formatDateTime(appointment.startsAt)}</time>
          </p>
          <p className="mt-0.5 text-sm">
            {appointment.propertyId && appointment.propertyTitle ? (
              <Link
                to={paths.property(appointment.propertyId)}
                className="font-medium text-teal-800 hover:underline dark:text-teal-300"
              >
                {listing}
              </Link>
            ) : (
              listing
            )}
          </p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            {appointment.buyer.name}
            {appointment.buyer.email && appointment.buyer.email !== appointment.buyer.name && (
              <>
                {' · '}
                <a href={`mailto:${appointment.buyer.email}`} className="hover:underline">
                  {appointment.buyer.email}
                </a>
              </>
            )}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {appointment.note && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
          “{appointment.note}”
        </p>
      )}
      {appointment.status === 'requested' && (
        <div className="mt-3 flex gap-2">
          <Button disabled={pending} onClick={() => onDecide(appointment.id, 'confirmed')}>
            Confirm
          </Button>
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => onDecide(appointment.id, 'declined')}
          >
            Decline
          </Button>
        </div>
      )}
    </li>
  );
}

/** /dashboard/appointments: buyers' tour requests for the agent's listings, to confirm or decline. */
export function AppointmentsPage() {
  useDocumentTitle('Appointments');
  const appointments = useAppointments();
  const [decide, deciding] = useDecideAppointment();
  // A decision shows in place once answered; the buttons wait for the answer.
  const onDecide = (id: string, status: 'confirmed' | 'declined') => void decide({ id, status });
  return (
    <section>
      <PageHeader
        title="Appointments"
        description="Tour requests from buyers for your listings, soonest first."
      />
      {deciding.error && <Alert>{errorMessage(deciding.error)}</Alert>}
      <PagedList
        query={appointments}
        what="your appointments"
        empty={
          <EmptyState title="No tour requests yet.">
            Buyers ask for tours from your listings’ pages; their requests appear here.
          </EmptyState>
        }
        label="Tour requests"
        noun={['tour request', 'tour requests']}
        moreError="Could not load more appointments. Try again."
      >
        {(items) =>
          items.map((appointment) => (
            <AppointmentRow
              key={appointment.id}
              appointment={appointment}
              onDecide={onDecide}
              pending={deciding.isLoading}
            />
          ))
        }
      </PagedList>
    </section>
  );
}

export default AppointmentsPage;
