import { RESPONSE_BOX_MAX_HEIGHT_PX, WIDGET_MAX_CARDS } from '@nestwise/shared';
import { AIResponseBox } from '@/components/ui/ai-response-box';
import { cn } from '@/lib/cn';
import type { AssistantMessage } from '../state/assistant-reducer';
import { PropertyCard } from './property-card';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** Messages are listed with a time (hour:minute). */
export const formatMessageTime = (timestamp: number) => clock.format(new Date(timestamp));

function Time({ timestamp, className }: { timestamp: number; className?: string }) {
  return (
    <time
      dateTime={new Date(timestamp).toISOString()}
      className={cn('mt-1 block text-[11px] text-slate-500 dark:text-slate-400', className)}
    >
      {formatMessageTime(timestamp)}
    </time>
  );
}

function UserMessage({ message }: { message: AssistantMessage }) {
  return (
    <li className="flex flex-col items-end" data-message="user">
      <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-teal-700 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
        {message.content}
      </p>
      <Time timestamp={message.timestamp} />
    </li>
  );
}

function AssistantReply({ message }: { message: AssistantMessage }) {
  const cards = message.metadata?.propertyResults?.slice(0, WIDGET_MAX_CARDS) ?? [];
  return (
    <li className="flex flex-col items-start" data-message="assistant">
      <AIResponseBox
        title={message.metadata?.error ? 'AI Assistant' : 'AI Response'}
        content={message.content}
        maxHeight={RESPONSE_BOX_MAX_HEIGHT_PX}
        className={cn(
          'w-full max-w-[95%]',
          message.metadata?.error && 'border-red-300 dark:border-red-800',
        )}
      />
      {cards.length > 0 && (
        <ul className="mt-2 w-full max-w-[95%] space-y-2" aria-label="Matching properties">
          {cards.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      )}
      <Time timestamp={message.timestamp} />
    </li>
  );
}

export function MessageList({
  messages,
  interim,
  isProcessing,
}: {
  messages: AssistantMessage[];
  interim: string;
  isProcessing: boolean;
}) {
  return (
    <ol className="space-y-3" aria-label="Conversation">
      {messages.map((message) =>
        message.type === 'user' ? (
          <UserMessage key={message.id} message={message} />
        ) : (
          <AssistantReply key={message.id} message={message} />
        ),
      )}
      {interim && (
        <li className="flex flex-col items-end" data-message="interim">
          <div className="max-w-[85%] rounded-2xl rounded-br-sm border border-dashed border-teal-600 bg-teal-50 px-3 py-2 text-sm text-slate-800 dark:border-teal-400 dark:bg-teal-950 dark:text-slate-100">
            <p className="text-[11px] font-semibold text-teal-800 dark:text-teal-300">
              You&apos;re saying...
            </p>
            <p className="italic">{interim}</p>
          </div>
        </li>
      )}
      {isProcessing && (
        <li className="flex flex-col items-start" data-message="thinking">
          <p className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
            <span aria-hidden="true" className="flex gap-0.5">
              <span className="size-1.5 animate-bounce rounded-full bg-teal-600 [animation-delay:-0.3s] dark:bg-teal-400" />
              <span className="size-1.5 animate-bounce rounded-full bg-teal-600 [animation-delay:-0.15s] dark:bg-teal-400" />
              <span className="size-1.5 animate-bounce rounded-full bg-teal-600 dark:bg-teal-400" />
            </span>
            AI thinking...
          </p>
          <AIResponseBox
            title="AI Response"
            content=""
            isLoading
            maxHeight={RESPONSE_BOX_MAX_HEIGHT_PX}
            className="w-full max-w-[95%]"
          />
        </li>
      )}
    </ol>
  );
}
