/**
 * A ref for a whole-number field that asks for the phone's numeric keypad. Mantine's NumberInput
 * always sets inputMode="decimal" itself (after the props it is given), and React leaves the
 * attribute alone after the first render, so it is set here once the input exists.
 */
export function numericKeypad(input: HTMLInputElement | null): void {
  input?.setAttribute("inputmode", "numeric");
}
