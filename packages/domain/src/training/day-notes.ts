// The lifter's notes of a day (decision 0066): their bounds, apart from the calls' schemas so the
// workout log can word them without loading zod (decision 0074).

/** The longest note: a few sentences, never a page. */
export const NOTE_MAX = 500;
export const NOTE_TOO_LONG = `must be at most ${NOTE_MAX} characters`;
export const NOTE_CONTROL = "must not hold control characters";

/** A control character other than tab and newline (a line break in a note is the lifter's). */
export const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== "\n" && c !== "\t") || code === 127;
  });

/** Set 0: the exercise as a whole; 1..n: that work set (as the set-by-set entry numbers them). */
export const NOTE_OF_EXERCISE = 0;
/** The last set number a set line has (the set-by-set entry's index 0..19). */
export const LAST_SET_NUMBER = 20;
