import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@nestwise/shared';
import { selectTheme, useAppSelector } from '@/stores/hooks';

/** Toasts: top-right, 4 s, dismissed by click or drag, paused on hover and focus loss, themed. */
export default function Toasts() {
  const theme = useAppSelector(selectTheme);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      closeOnClick
      draggable
      pauseOnHover
      pauseOnFocusLoss
      newestOnTop
      transition={Slide}
      theme={theme}
    />
  );
}
