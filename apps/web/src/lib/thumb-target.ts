// A choice is a thumb's target: 44 px tall. Mantine's radio circle is at most 30 px, but its label
// also picks it, so the label is padded to the height instead (Radio's `styles`).
export const RADIO_THUMB_TARGET = { label: { paddingBlock: 7 }, body: { alignItems: "center" } } as const;
