import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { sendContactMessage } from '@nestwise/shared/operation-routes/send-contact-message';
import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { answer, requests, server } from '@/test/api-server';
import { ContactForm } from './contact-form';

function setup() {
  server.use(answer(sendContactMessage, { received: true }));
  render(
    <Provider store={createStore()}>
      <ContactForm />
    </Provider>,
  );
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm (react-hook-form with the server’s contact schema)', () => {
  it('shows the three messages once sent, follows the typing, and sends nothing until they go', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Email'), 'jordan@example');
    await userEvent.type(screen.getByLabelText('Message'), '  short  ');
    await send();

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please write at least 10 characters',
    );
    expect(requests(sendContactMessage)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Name'), 'Jordan Lee');
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  });

  it('sends a complete message and thanks the sender by name', async () => {
    setup();
    await userEvent.type(screen.getByLabelText('Name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'Jordan@Example.test');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'buying');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you list homes in Boulder?');
    await send();

    expect(await screen.findByText(/Thank you, Jordan Lee\./)).toHaveTextContent(
      'we will reply to Jordan@Example.test within two business days',
    );
    expect(requests(sendContactMessage)[0]?.body).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.test',
      topic: 'buying',
      message: 'Do you list homes in Boulder?',
    });
  });
});
