/** Reading a task's title aloud in kid mode, with the browser's speech synthesis. */
export interface Speech {
  say(text: string): void;
}

/** The browser's voice, or `null` where it has none (then pictures are only pictures). */
export interface SpeechHost {
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

export function createSpeech(win: SpeechHost = globalThis as SpeechHost): Speech | null {
  const synthesis = win.speechSynthesis;
  const Utterance = win.SpeechSynthesisUtterance;
  if (!synthesis || !Utterance) return null;
  return {
    say(text) {
      // A second tap starts the title again rather than queueing it.
      synthesis.cancel();
      const utterance = new Utterance(text);
      utterance.rate = 0.9;
      synthesis.speak(utterance);
    },
  };
}
