import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from './gallery';

const images = [
  { url: '/files/properties/p1/images/1_a_front.png' },
  { url: '/files/properties/p1/images/2_b_kitchen.png' },
  { url: '/demo-media/house-3.svg' },
];

describe('Gallery', () => {
  it('shows the 1600 px image and 400 px thumbnails', () => {
    render(<Gallery images={images} title="Loft" />);
    expect(screen.getByAltText('Loft, photo 1 of 3')).toHaveAttribute(
      'src',
      '/files/properties/p1/images/1_a_front.png?w=1600',
    );
    const thumbnail = screen.getByRole('button', { name: 'Show photo 2' }).querySelector('img');
    expect(thumbnail).toHaveAttribute('src', '/files/properties/p1/images/2_b_kitchen.png?w=400');
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    render(<Gallery images={images} title="Loft" />);
    const region = screen.getByRole('region', { name: 'Photos of Loft' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'End' });
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByAltText('Loft, photo 3 of 3')).toHaveAttribute(
      'src',
      '/demo-media/house-3.svg',
    );
  });

  it('follows a swipe, and ignores a tap or a vertical scroll', () => {
    render(<Gallery images={images} title="Loft" />);
    const region = screen.getByRole('region', { name: 'Photos of Loft' });
    const swipe = (dx: number, dy = 0) => {
      fireEvent.pointerDown(region, { clientX: 200, clientY: 100 });
      fireEvent.pointerUp(region, { clientX: 200 + dx, clientY: 100 + dy });
    };
    swipe(-80);
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    swipe(5);
    swipe(-60, 200);
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
    swipe(90);
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('shows a placeholder without photos', () => {
    render(<Gallery images={[]} title="Loft" />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
  });
});
