import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZContactMessageRequestSchema,
  type ContactTopic,
  type TContactMessageRequest,
} from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, inputClasses, TextField } from '@/components/ui/text-field';
import { OptionList } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSendContactMessage } from '../api/send-contact-message';

const TOPICS: Array<[ContactTopic, string]> = [
  ['general', 'General question'],
  ['buying', 'Buying or renting'],
  ['selling', 'Selling or listing'],
  ['agents', 'Agents and partnerships'],
  ['support', 'Account and technical support'],
  ['press', 'Press'],
];

/** The server's own schema checks the form, so both refuse the same messages with the same texts. */
const resolver = zodResolver(ZContactMessageRequestSchema);

export function ContactForm({ defaultName = '', defaultEmail = '' }) {
  const { sending, sent, error, send } = useSendContactMessage();
  const { form, textOf, change, errorOf, field } = useSchemaForm(resolver, {
    name: defaultName,
    email: defaultEmail,
    topic: 'general',
    message: '',
  } satisfies TContactMessageRequest);
  const messageError = errorOf('message');

  const onValid = async (message: TContactMessageRequest) => {
    await send(message);
  };

  if (sent) {
    return (
      <Alert tone="success">
        Thank you, {textOf('name').trim()}. Your message has reached our team and we will reply to{' '}
        {textOf('email').trim()} within two business days.
      </Alert>
    );
  }

  return (
    <form
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-4"
      noValidate
      aria-label="Contact us"
    >
      {error && <Alert>{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The schema's limits, so its generic "too long" wording can never show. */}
        <TextField label="Name" autoComplete="name" required maxLength={100} {...field('name')} />
        <EmailField maxLength={320} {...field('email')} />
      </div>
      <div>
        <label htmlFor="contact-topic" className="mb-1 block text-sm font-medium">
          Topic
        </label>
        <select
          id="contact-topic"
          className={inputClasses}
          value={textOf('topic')}
          onChange={(event) => change('topic')(event.target.value)}
        >
          <OptionList options={TOPICS} />
        </select>
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1 block text-sm font-medium">
          Message
        </label>
        <textarea
          id="contact-message"
          rows={6}
          required
          maxLength={5000}
          className={inputClasses}
          value={textOf('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'contact-message-error' : undefined}
          onChange={(event) => change('message')(event.target.value)}
        />
        {messageError && (
          <p id="contact-message-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {messageError}
          </p>
        )}
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
