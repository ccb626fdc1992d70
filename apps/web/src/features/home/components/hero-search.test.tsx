import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { suggestLocations } from '@nestwise/shared/operation-routes/suggest-locations';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetLocationSuggestions } from '@/components/location-search/use-location-suggestions';
import { on, server } from '@/test/api-server';
import { HeroSearch } from './hero-search';

function Opened() {
  const location = useLocation();
  return <p data-testid="opened">{`${location.pathname}${location.search}`}</p>;
}

function renderHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HeroSearch />} />
        <Route path="*" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Location' });
}

describe('the home page search', () => {
  beforeEach(() => {
    forgetLocationSuggestions();
    server.use(
      on(suggestLocations, ({ search }) =>
        HttpResponse.json({
          q: search.get('q') ?? '',
          suggestions: [
            { kind: 'city', label: 'Austin, TX', city: 'Austin', state: 'TX', count: 4 },
          ],
        }),
      ),
    );
  });

  it('opens /properties for a chosen city at once, keeping the mode and type', async () => {
    const user = userEvent.setup();
    const box = renderHome();
    await user.click(screen.getByText('Rent', { exact: true }));
    await user.selectOptions(screen.getByLabelText('Property type'), 'apartment');
    await user.type(box, 'aus');
    await screen.findByRole('option', { name: /Austin, TX/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('opened')).toHaveTextContent(
      '/properties?mode=rent&city=Austin&state=TX&propertyType=apartment',
    );
  });

  it('searches typed text as the location when nothing is chosen', async () => {
    const user = userEvent.setup();
    const box = renderHome();
    await user.type(box, 'aus');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('opened')).toHaveTextContent('/properties?location=aus');
  });
});
