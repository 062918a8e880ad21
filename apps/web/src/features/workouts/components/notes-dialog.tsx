import { Anchor, Modal, Text } from "@mantine/core";

interface NotesDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  notes: string;
}

const URL_PATTERN = /(https?:\/\/[^\s)]+)/;

/** The note as text; when it contains 'http', its URL part is a link that opens a new tab. */
export function NoteText({ notes }: { notes: string }) {
  if (!notes.includes("http")) return <Text>{notes}</Text>;
  const parts = notes.split(URL_PATTERN);
  return (
    <Text style={{ overflowWrap: "anywhere" }}>
      {parts.map((part, i) =>
        URL_PATTERN.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string.
          <Anchor key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

export function NotesDialog({ opened, onClose, title, notes }: NotesDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title || "Notes"}
      centered
      closeButtonProps={{ "aria-label": "Close notes", size: "xl" }}
    >
      <NoteText notes={notes} />
    </Modal>
  );
}
