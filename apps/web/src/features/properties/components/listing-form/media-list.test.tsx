import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaList } from './media-list';
import type { MediaItem } from './media-items';

const image = (
  id: string,
  status: MediaItem['status'],
  error: string | null = null,
): MediaItem => ({
  id,
  kind: 'images',
  name: `${id}.png`,
  status,
  progress: status === 'done' ? 100 : 0,
  error,
  origin: 'session',
});

const noop = () => {};

function coverOf() {
  const rows = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
  return rows.filter((row) => within(row).queryByText('Cover')).map((row) => row.textContent);
}

describe('MediaList cover badge', () => {
  it('marks the first photo as the cover', () => {
    render(
      <MediaList
        items={[image('porch', 'done'), image('kitchen', 'done')]}
        label="Photos"
        reorderable
        queuedText="Uploads on save"
        onRemove={noop}
      />,
    );
    expect(coverOf()).toHaveLength(1);
    expect(coverOf()[0]).toContain('porch.png');
  });

  it('skips a refused first upload: the next photo that can be stored is the cover', () => {
    render(
      <MediaList
        items={[
          image('huge', 'error', 'File size (120 MB) exceeds maximum allowed size (100 MB)'),
          image('kitchen', 'uploading'),
        ]}
        label="Photos"
        reorderable
        queuedText="Uploads on save"
        onRemove={noop}
      />,
    );
    expect(coverOf()).toHaveLength(1);
    expect(coverOf()[0]).toContain('kitchen.png');
  });

  it('shows no cover when every upload was refused', () => {
    render(
      <MediaList
        items={[image('huge', 'error', 'File is empty')]}
        label="Photos"
        reorderable
        queuedText="Uploads on save"
        onRemove={noop}
      />,
    );
    expect(coverOf()).toEqual([]);
  });
});
