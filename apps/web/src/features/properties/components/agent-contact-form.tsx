import type { TProperty } from '@nestwise/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useMessageAgentMutation, useRequestTourMutation } from '../api/agent-contact';

export type ContactKind = 'tour' | 'message';

/** Tomorrow in the visitor's time zone, as the date input's yyyy-mm-dd. */
function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What was sent: the confirmation, and for a message the conversation it is in. */
interface Sent {
  text: string;
  conversationId?: string;
}

/** The confirmation in place of the form; a message links to its conversation in Messages. */
function SentNotice({ sent }: { sent: Sent }) {
  return (
    <div role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
      <p>{sent.text}</p>
      {sent.conversationId && (
        <Link
          to={`${paths.dashboard.messages}/${encodeURIComponent(sent.conversationId)}`}
          className="mt-1 inline-block text-teal-800 underline dark:text-teal-300"
        >
          View conversation
        </Link>
      )}
    </div>
  );
}

/**
 * The "Request a tour" and "Contact agent" forms: a tour request (preferred date and time in the
 * visitor's time zone, and a message) or a message for the listing's agent. Loaded on demand;
 * once sent, it shows what was sent (the listing's buttons open a new one).
 */
export function AgentContactForm({ property, kind }: { property: TProperty; kind: ContactKind }) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [date, setDate] = useState(tomorrow);
  const [time, setTime] = useState('10:00');
  const [message, setMessage] = useState('');
  const [requestTour, tour] = useRequestTourMutation();
  const [messageAgent, note] = useMessageAgentMutation();
  const action = kind === 'tour' ? tour : note;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'tour') {
      const preferredAt = new Date(`${date}T${time}`);
      if (Number.isNaN(preferredAt.getTime())) return;
      const done = await requestTour({
        propertyId: property.id,
        request: {
          preferredAt: preferredAt.toISOString(),
          ...(message.trim() ? { message: message.trim() } : {}),
        },
      });
      if ('data' in done)
        setSent({ text: `Tour requested. ${property.agentName} will confirm it.` });
    } else {
      const done = await messageAgent({ propertyId: property.id, message: { body: message } });
      if (done.data) {
        setSent({
          text: `Message sent to ${property.agentName}.`,
          conversationId: done.data.conversationId,
        });
      }
    }
  };

  if (sent) return <SentNotice sent={sent} />;

  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      aria-label={kind === 'tour' ? 'Request a tour' : 'Contact agent'}
    >
      {kind === 'tour' && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Preferred date"
            type="date"
            required
            min={tomorrow()}
            value={date}
            onValueChange={setDate}
          />
          <TextField
            label="Preferred time"
            type="time"
            required
            value={time}
            onValueChange={setTime}
          />
        </div>
      )}
      <TextAreaField
        label={kind === 'tour' ? 'Message (optional)' : 'Message'}
        rows={3}
        maxLength={2000}
        required={kind === 'message'}
        value={message}
        onValueChange={setMessage}
        placeholder={
          kind === 'tour' ? 'Anything the agent should know' : `I'm interested in ${property.title}`
        }
      />
      {action.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(action.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={action.isLoading}>
        {kind === 'tour' ? 'Send tour request' : 'Send message'}
      </Button>
    </form>
  );
}

export default AgentContactForm;
