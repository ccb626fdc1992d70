import { fireEvent, screen, waitFor } from '@testing-library/react';
import { findProperties } from '@nestwise/shared/operation-routes/find-properties';
import { describe, expect, it } from 'vitest';
import { answer, requests, server } from '@/test/api-server';
import { aListing, renderSignedIn, sessionUser } from '@/test/dashboard-fixtures';
import { PropertiesPage } from './properties-page';

describe('/properties with its map (the map itself is a lazy chunk jsdom never loads)', () => {
  it(
    'marks the card under the pointer for the map, and asks for the area in the URL',
    { timeout: 30_000 },
    async () => {
      server.use(
        answer(findProperties, {
          items: [
            aListing({ id: 'a', title: 'First home' }),
            aListing({ id: 'b', title: 'Second home' }),
          ],
          nextCursor: null,
          totalCount: 2,
        }),
      );
      renderSignedIn(<PropertiesPage />, sessionUser('buyer'), '/properties?bounds=30,-98,31,-97');
      const first = (await screen.findByText('First home', {}, { timeout: 15_000 })).closest('li')!;
      fireEvent.mouseEnter(first);
      expect(first).toHaveAttribute('data-highlighted', 'true');
      fireEvent.mouseLeave(first);
      expect(first).not.toHaveAttribute('data-highlighted');
      await waitFor(() =>
        expect(requests(findProperties)[0]?.search.get('bounds')).toBe('30,-98,31,-97'),
      );
      // On a phone the list and the map take turns behind one button; jsdom is not wide.
      expect(screen.getByRole('button', { name: 'Show map' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    },
  );
});
