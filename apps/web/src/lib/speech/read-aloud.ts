import { RECOGNITION_LANGUAGE, SPEECH_PITCH, SPEECH_RATE, SPEECH_VOLUME } from '@nestwise/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export function isSpeechSynthesisSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/**
 * Read-aloud: start or resume sets speaking; end, pause or error clears it; stop cancels
 * speech. A speech error is logged. Each caller has its own speaking state; starting one reading
 * cancels any other, whose utterance then ends and clears its own state.
 */
export function useReadAloud() {
  const [isSpeaking, setIsSpeaking] = useState(false);
  const utteranceRef = useRef<SpeechSynthesisUtterance | null>(null);
  const supported = isSpeechSynthesisSupported();

  const stop = useCallback(() => {
    if (!isSpeechSynthesisSupported()) return;
    const mine = utteranceRef.current;
    utteranceRef.current = null;
    setIsSpeaking(false);
    if (mine) window.speechSynthesis.cancel();
  }, []);

  const speak = useCallback((text: string) => {
    const words = text.trim();
    if (!words || !isSpeechSynthesisSupported()) return;
    window.speechSynthesis.cancel();
    const utterance = new window.SpeechSynthesisUtterance(words);
    utterance.lang = RECOGNITION_LANGUAGE;
    utterance.rate = SPEECH_RATE;
    utterance.pitch = SPEECH_PITCH;
    utterance.volume = SPEECH_VOLUME;
    const current = () => utteranceRef.current === utterance;
    utterance.onstart = () => current() && setIsSpeaking(true);
    utterance.onresume = () => current() && setIsSpeaking(true);
    utterance.onpause = () => current() && setIsSpeaking(false);
    utterance.onend = () => {
      if (!current()) return;
      utteranceRef.current = null;
      setIsSpeaking(false);
    };
    utterance.onerror = (event) => {
      // A reading cancelled on purpose ends with 'canceled' or 'interrupted': not a fault.
      if (event.error !== 'canceled' && event.error !== 'interrupted') {
        console.error('Speech synthesis error:', event.error);
      }
      if (!current()) return;
      utteranceRef.current = null;
      setIsSpeaking(false);
    };
    utteranceRef.current = utterance;
    window.speechSynthesis.speak(utterance);
  }, []);

  // Leaving the page (or unmounting the reader) stops its reading.
  useEffect(
    () => () => {
      if (utteranceRef.current && isSpeechSynthesisSupported()) window.speechSynthesis.cancel();
      utteranceRef.current = null;
    },
    [],
  );

  return { isSpeaking, isSupported: supported, speak, stop };
}
