import { Button } from "@mantine/core";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { ignoreRefusal } from "./ignore-refusal";
import { useDeleteProgram } from "../api/delete-program";
import { ConfirmDialog } from "./confirm-dialog";

/** Deletes a whole program after asking; what the lifter logged stays in Prev. Weights. */
export function DeleteProgramButton({ program, onDeleted }: { program: string; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteProgram();
  const close = () => {
    remove.reset();
    setAsking(false);
  };

  return (
    <>
      <Button
        variant="outline"
        color="red.9"
        size="md"
        onClick={() => setAsking(true)}
        style={{ alignSelf: "flex-start" }}
      >
        Delete Program
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Delete Program"
        confirmLabel="Delete Program"
        loading={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={close}
        onConfirm={() =>
          remove.mutateAsync(program).then(() => {
            notifySuccess(`${program} was deleted.`);
            close();
            onDeleted();
          }, ignoreRefusal)
        }
      >
        Delete {program} and all its days? It leaves your programs; what you logged stays in Prev. Weights.
      </ConfirmDialog>
    </>
  );
}
