import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AiToolboxMenu } from './ai-toolbox-menu';

function setup() {
  render(
    <MemoryRouter>
      <AiToolboxMenu />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: 'AI Toolbox' }) };
}

describe('AiToolboxMenu', () => {
  it('stays open when a mouse user clicks the button the hover has just opened', async () => {
    const { user, button } = setup();
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'AI tools' })).toBeVisible();
  });

  it('stays open when the click lands before the hover has re-rendered (a fast pointer or a test)', () => {
    const { button } = setup();
    act(() => {
      fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
      fireEvent.click(button);
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('a second click closes it, and a click alone toggles it', async () => {
    const { user, button } = setup();
    await user.hover(button);
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
