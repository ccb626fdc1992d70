import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Gallery } from './gallery';

const images = [
  { url: '/demo-media/house-1.svg' },
  { url: '/demo-media/house-2.svg' },
  { url: '/demo-media/house-3.svg' },
];

async function openViewer() {
  render(<Gallery images={images} title="Loft" />);
  await userEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'View full screen' }));
  return screen.findByRole('dialog', {}, { timeout: 10_000 });
}

describe('the full-screen photo viewer', () => {
  it('opens when the photo itself is clicked, at that photo', async () => {
    render(<Gallery images={images} title="Loft" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    await userEvent.click(screen.getByAltText('Loft, photo 3 of 3'));
    const viewer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(viewer).getByAltText('Loft, photo 3 of 3')).toBeVisible();
  });

  it('does not open at the end of a swipe across the photo', async () => {
    render(<Gallery images={images} title="Loft" />);
    const photo = screen.getByAltText('Loft, photo 1 of 3');
    fireEvent.pointerDown(photo, { clientX: 200, clientY: 100 });
    fireEvent.pointerUp(photo, { clientX: 100, clientY: 100 });
    fireEvent.click(photo);
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at the current photo, moves with the arrow keys and closes with Escape', async () => {
    const viewer = await openViewer();
    expect(within(viewer).getByAltText('Loft, photo 2 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByAltText('Loft, photo 3 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByAltText('Loft, photo 1 of 3')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gallery stays at the photo the viewer showed last.
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('zooms with the buttons and a double click, and pans instead of swiping when zoomed', async () => {
    const viewer = await openViewer();
    const stage = within(viewer).getByTestId('photo-viewer-stage');
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(stage).toHaveAttribute('data-zoom', '2');
    await userEvent.keyboard('+');
    expect(stage).toHaveAttribute('data-zoom', '3');
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    // Zoomed, a horizontal drag pans the photo: it does not change it.
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 100, clientY: 200 });
    expect(within(viewer).getByAltText('Loft, photo 2 of 3')).toBeVisible();
    fireEvent.doubleClick(stage);
    expect(stage).toHaveAttribute('data-zoom', '1');
  });

  it('follows a swipe at normal size', async () => {
    const viewer = await openViewer();
    const stage = within(viewer).getByTestId('photo-viewer-stage');
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 100, clientY: 210 });
    expect(within(viewer).getByAltText('Loft, photo 3 of 3')).toBeVisible();
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 200 });
    expect(within(viewer).getByAltText('Loft, photo 2 of 3')).toBeVisible();
  });
});
