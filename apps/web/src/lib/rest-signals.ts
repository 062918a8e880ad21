// How the rest timer tells a lifter who is not looking: a short tone (Web Audio) and a buzz
// (navigator.vibrate), each only where the browser offers it. Nothing here throws.

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (audio) return audio;
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return null;
  try {
    audio = new Context();
  } catch {
    return null;
  }
  return audio;
}

/**
 * Browsers start sound only after the lifter has touched the page: called from their taps (a save,
 * the bar's buttons), so the tone can play later when no one is touching anything.
 */
export function unlockSound(): void {
  const context = audioContext();
  if (context?.state === "suspended") void context.resume().catch(() => undefined);
}

function tone(context: AudioContext, start: number, hz: number, seconds: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = hz;
  // A quick fade in and out: no click at either end.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds + 0.02);
}

/** One tone at the low end of the rest; two, higher, at the high end. */
export function signalRestEnd(end: "low" | "high"): void {
  try {
    navigator.vibrate?.(end === "low" ? 200 : [200, 100, 200]);
  } catch {
    // Vibration refused (no user activation yet, or not allowed): the screen still says it.
  }
  const context = audioContext();
  if (!context) return;
  try {
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    const now = context.currentTime;
    if (end === "low") tone(context, now, 660, 0.18);
    else {
      tone(context, now, 880, 0.18);
      tone(context, now + 0.28, 880, 0.18);
    }
  } catch {
    // No sound this time; the bar changes colour and words anyway.
  }
}
