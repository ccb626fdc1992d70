import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelViewer, VIEWER_MESSAGES } from './model-viewer';

describe('ModelViewer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so when the property has no model', () => {
    render(<ModelViewer model={null} title="Sunny house" />);
    expect(screen.getByText(VIEWER_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByTestId('model-viewer')).toHaveAttribute('data-state', 'empty');
  });

  it('refuses a file that is not GLB or glTF without downloading it', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <ModelViewer model={{ url: '/files/a.obj', name: 'A', format: 'obj' }} title="Sunny house" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(VIEWER_MESSAGES.notAModel);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('explains that 3D needs WebGL when the browser has none (and downloads nothing)', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <ModelViewer
        model={{ url: '/demo-media/model-8.gltf', name: 'House model', format: 'gltf' }}
        title="Sunny house"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(VIEWER_MESSAGES.noWebGL);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a clear message with a retry when the model file is gone', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as unknown as RenderingContext,
    );
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('missing', { status: 404 }));
    render(
      <ModelViewer
        model={{ s3Key: 'properties/p/models/1_a_h.glb', name: 'House', format: 'glb' }}
        title="Sunny house"
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This 3D model file no longer exists.',
    );
    expect(fetchSpy).toHaveBeenCalledWith(
      '/files/properties/p/models/1_a_h.glb',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
  });
});
