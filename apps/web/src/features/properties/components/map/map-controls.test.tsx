import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapControls, type MapControlsProps } from './map-controls';

const props = (overrides: Partial<MapControlsProps> = {}): MapControlsProps => ({
  drawing: null,
  searchAsMove: true,
  onSearchAsMoveChange: vi.fn(),
  moved: false,
  hasPolygon: false,
  hasBounds: false,
  truncated: null,
  announcement: '',
  onSearchThisArea: vi.fn(),
  onStartDrawing: vi.fn(),
  onFinish: vi.fn(),
  onCancelDrawing: vi.fn(),
  onClearArea: vi.fn(),
  ...overrides,
});

describe('the map’s controls', () => {
  it('searches as the map moves by default; turned off, a moved map offers "Search this area"', () => {
    const onSearchAsMoveChange = vi.fn();
    const { rerender } = render(<MapControls {...props({ moved: true, onSearchAsMoveChange })} />);
    const box = screen.getByRole('checkbox', { name: 'Search as I move the map' });
    expect(box).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    fireEvent.click(box);
    expect(onSearchAsMoveChange).toHaveBeenCalledWith(false);

    const onSearchThisArea = vi.fn();
    rerender(<MapControls {...props({ moved: true, searchAsMove: false, onSearchThisArea })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search this area' }));
    expect(onSearchThisArea).toHaveBeenCalled();
    // A drawn area wins over the view while it exists.
    rerender(<MapControls {...props({ moved: true, searchAsMove: false, hasPolygon: true })} />);
    expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove drawn area' })).toBeInTheDocument();
  });

  it('while drawing: the keys in the hint, Finish from three corners, Cancel, and a live region', () => {
    const onFinish = vi.fn();
    const onCancelDrawing = vi.fn();
    const { rerender } = render(
      <MapControls {...props({ drawing: { corners: 0 }, announcement: 'Drawing an area.' })} />,
    );
    expect(screen.getByText(/arrows move the cross, Enter places a corner/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Drawing an area.');
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    rerender(
      <MapControls
        {...props({
          drawing: { corners: 3 },
          onFinish,
          onCancelDrawing,
          announcement: 'Corner 3 placed.',
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Corner 3 placed.');
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel drawing' }));
    expect(onFinish).toHaveBeenCalled();
    expect(onCancelDrawing).toHaveBeenCalled();
  });

  it('says when the search has more homes than the map draws', () => {
    render(<MapControls {...props({ truncated: { shown: 2000, total: 5321 } })} />);
    expect(screen.getByText(/The map shows 2,000 of 5,321 homes/)).toBeInTheDocument();
  });

  it('says only how many it draws when the search’s count stopped at its bound', () => {
    render(<MapControls {...props({ truncated: { shown: 2000, total: null } })} />);
    expect(
      screen.getByText(
        'The map shows the first 2,000 homes that match. Zoom in or narrow the search to see them all.',
      ),
    ).toBeInTheDocument();
  });
});
