import { useMediaQuery } from "@mantine/hooks";

/** True on a phone-sized screen, where dialogs take the whole screen. */
export function usePhoneLayout(): boolean {
  return useMediaQuery("(max-width: 36em)") ?? false;
}
