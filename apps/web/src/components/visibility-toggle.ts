// Mantine names the reveal button "Toggle password visibility", which a search for the field
// labelled "Password" also finds; a name without that word keeps the field's label unique.
// 44 × 44 px, a comfortable touch target; it fits the right section of a size "lg" (50 px) input.
export const VISIBILITY_TOGGLE_PROPS = {
  "aria-label": "Show characters",
  style: { width: 44, height: 44, minWidth: 44, minHeight: 44 },
} as const;
