import { useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES, type ContactTopic } from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField, inputClasses, TextField } from '@/components/ui/text-field';
import { OptionList } from '@/components/ui/form-fields';
import { useSendContactMessage } from '../api/send-contact-message';

const TOPICS: Array<[ContactTopic, string]> = [
  ['general', 'General question'],
  ['buying', 'Buying or renting'],
  ['selling', 'Selling or listing'],
  ['agents', 'Agents and partnerships'],
  ['support', 'Account and technical support'],
  ['press', 'Press'],
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContactForm({ defaultName = '', defaultEmail = '' }) {
  const { sending, sent, error, send } = useSendContactMessage();
  const [form, setForm] = useState({
    name: defaultName,
    email: defaultEmail,
    topic: 'general' as ContactTopic,
    message: '',
  });
  const [submitted, setSubmitted] = useState(false);

  const errors = {
    name: form.name.trim() ? null : CONTACT_MESSAGES.nameRequired,
    email: EMAIL.test(form.email.trim()) ? null : CONTACT_MESSAGES.emailInvalid,
    message: form.message.trim().length >= 10 ? null : CONTACT_MESSAGES.messageTooShort,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.name || errors.email || errors.message) return;
    await send(form);
  };

  if (sent) {
    return (
      <Alert tone="success">
        Thank you, {form.name.trim()}. Your message has reached our team and we will reply to{' '}
        {form.email.trim()} within two business days.
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate aria-label="Contact us">
      {error && <Alert>{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          value={form.name}
          onValueChange={(value) => setForm({ ...form, name: value })}
          error={submitted ? errors.name : null}
        />
        <EmailField
          value={form.email}
          onValueChange={(value) => setForm({ ...form, email: value })}
          error={submitted ? errors.email : null}
        />
      </div>
      <div>
        <label htmlFor="contact-topic" className="mb-1 block text-sm font-medium">
          Topic
        </label>
        <select
          id="contact-topic"
          className={inputClasses}
          value={form.topic}
          onChange={(event) => setForm({ ...form, topic: event.target.value as ContactTopic })}
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
          value={form.message}
          aria-invalid={submitted && errors.message ? true : undefined}
          aria-describedby={submitted && errors.message ? 'contact-message-error' : undefined}
          onChange={(event) => setForm({ ...form, message: event.target.value })}
        />
        {submitted && errors.message && (
          <p id="contact-message-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {errors.message}
          </p>
        )}
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
