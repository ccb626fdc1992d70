import { clearOffset, pageControlsAt } from './clear-of-controls';

/**
 * Keeps the floating launcher clear of the controls under it: after a scroll, a resize or a change
 * to the page (at most once a frame) it works out how far up the button must sit and moves it
 * there (a transform; `data-shift` says by how much). It climbs at most 40 % of the viewport; past
 * that it stays home. Returns the stop function, which puts the button back home.
 */
export function watchClearance(button: HTMLElement): () => void {
  if (typeof document.elementsFromPoint !== 'function') return () => undefined;
  const place = (shift: number) => {
    button.style.transform = shift ? `translateY(-${shift}px)` : '';
    if (shift) button.dataset.shift = String(shift);
    else delete button.dataset.shift;
  };
  let frame = 0;
  let current = 0;
  const measure = () => {
    frame = 0;
    const rect = button.getBoundingClientRect();
    // Where the launcher sits unmoved: its rect now, less the shift it has now.
    const home = {
      left: rect.left,
      top: rect.top + current,
      width: rect.width,
      height: rect.height,
    };
    const own = button.closest('[data-assistant-widget]') ?? button;
    const next = clearOffset(home, pageControlsAt(own), window.innerHeight * 0.4);
    if (next !== current) {
      current = next;
      place(next);
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    observer.disconnect();
    place(0);
  };
}
