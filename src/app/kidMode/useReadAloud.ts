import { useState } from 'react';
import { useAppServices } from '../appServices';

/** Reads a title aloud, when the browser has a voice and this device has it on; else `null`. */
export function useReadAloud(): ((text: string) => void) | null {
  const { speech, device } = useAppServices();
  const [on] = useState(() => device.speaks());
  return speech && on ? speech.say : null;
}
