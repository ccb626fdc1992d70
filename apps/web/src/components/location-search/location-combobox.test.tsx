import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocationSuggestion } from '@nestwise/shared';
import { suggestLocations } from '@nestwise/shared/operation-routes/suggest-locations';
import { HttpResponse } from 'msw';
import { on, requests, server, type ApiAnswer } from '@/test/api-server';
import { LocationCombobox } from './location-combobox';
import type { PlaceParams } from './location-place';
import { forgetLocationSuggestions } from './use-location-suggestions';

const AUSTIN: TLocationSuggestion = {
  kind: 'city',
  label: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  count: 5,
};
const AUSTINTOWN: TLocationSuggestion = {
  kind: 'city',
  label: 'Austintown, OH',
  city: 'Austintown',
  state: 'OH',
  count: 1,
};
const ADDRESS: TLocationSuggestion = {
  kind: 'address',
  label: '12 Austin Lane',
  detail: 'Denver, CO 80202',
  propertyId: 'listing-1',
};

function answering(byText: Record<string, TLocationSuggestion[]>) {
  server.use(
    on(suggestLocations, ({ search }) => {
      const q = search.get('q') ?? '';
      return HttpResponse.json({ q, suggestions: byText[q] ?? [] });
    }),
  );
}

function Box({ onChoosePlace }: { onChoosePlace: (place: PlaceParams) => void }) {
  const [value, setValue] = useState('');
  const location = useLocation();
  return (
    <>
      <label htmlFor="where">Location</label>
      <LocationCombobox
        id="where"
        mode="buy"
        value={value}
        onValueChange={setValue}
        onChoosePlace={onChoosePlace}
      />
      <p data-testid="path">{location.pathname}</p>
    </>
  );
}

function renderBox() {
  const onChoosePlace = vi.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Box onChoosePlace={onChoosePlace} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onChoosePlace, input: screen.getByRole('combobox', { name: 'Location' }) };
}

describe('LocationCombobox', () => {
  beforeEach(() => forgetLocationSuggestions());

  it('asks once after a pause in typing and shows the places grouped, with counts', async () => {
    answering({ aus: [AUSTIN, AUSTINTOWN, ADDRESS] });
    const user = userEvent.setup();
    const { input } = renderBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'aus');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(requests(suggestLocations).map((call) => call.search.toString())).toEqual([
      'q=aus&mode=buy',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('group', { name: 'Cities' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Addresses' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Austin, TX5 homes',
      'Austintown, OH1 home',
      '12 Austin LaneDenver, CO 80202',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('moves with the arrows, chooses with Enter and applies the place’s filters', async () => {
    answering({ aus: [AUSTIN, AUSTINTOWN] });
    const user = userEvent.setup();
    const { input, onChoosePlace } = renderBox();
    await user.type(input, 'aus');
    const options = await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(onChoosePlace).toHaveBeenCalledWith({ city: 'Austin', state: 'TX' });
    expect(input).toHaveValue('Austin, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    answering({ aus: [AUSTIN] });
    const user = userEvent.setup();
    const { input, onChoosePlace } = renderBox();
    await user.type(input, 'aus');
    await screen.findByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('aus');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onChoosePlace).not.toHaveBeenCalled();
  });

  it('chooses with the mouse; an address opens its listing', async () => {
    answering({ aus: [AUSTIN, ADDRESS], '12': [ADDRESS] });
    const user = userEvent.setup();
    const { input, onChoosePlace } = renderBox();
    await user.type(input, 'aus');
    await user.click(await screen.findByRole('option', { name: /Austin, TX/ }));
    expect(onChoosePlace).toHaveBeenCalledWith({ city: 'Austin', state: 'TX' });

    await user.clear(input);
    await user.type(input, '12');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /12 Austin Lane/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/properties/listing-1');
    expect(onChoosePlace).toHaveBeenCalledTimes(1);
  });

  it('shows the newest text’s answer even when an older one arrives later', async () => {
    // Each request waits until the test answers it.
    const pending: Array<{ q: string; answer: (suggestions: TLocationSuggestion[]) => void }> = [];
    server.use(
      on(
        suggestLocations,
        ({ search }) =>
          new Promise<ApiAnswer<typeof suggestLocations>>((resolve) => {
            const q = search.get('q') ?? '';
            pending.push({
              q,
              answer: (suggestions) => resolve(HttpResponse.json({ q, suggestions })),
            });
          }),
      ),
    );
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'aus');
    await waitFor(() => expect(pending.map((call) => call.q)).toEqual(['aus']));
    await user.type(input, 'tintown');
    await waitFor(() => expect(pending.map((call) => call.q)).toEqual(['aus', 'austintown']));

    pending[1]!.answer([AUSTINTOWN]);
    await screen.findByRole('option', { name: /Austintown, OH/ });
    pending[0]!.answer([AUSTIN, AUSTINTOWN]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Austintown, OH1 home',
    ]);
  });

  it('keeps the shown suggestions while the next answer is on its way', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    /** While set, answers wait for `release`. */
    let holding = false;
    server.use(
      on(suggestLocations, async ({ search }) => {
        if (holding) await released;
        const q = search.get('q') ?? '';
        return HttpResponse.json({ q, suggestions: q === 'aus' ? [AUSTIN, AUSTINTOWN] : [AUSTIN] });
      }),
    );
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'aus');
    await screen.findAllByRole('option');
    holding = true;
    await user.type(input, 't');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    release();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  });

  it('shows no places of an older text that the new one does not continue', async () => {
    answering({ aus: [AUSTIN], den: [] });
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'aus');
    await screen.findByRole('option');
    await user.clear(input);
    await user.type(input, 'd');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
