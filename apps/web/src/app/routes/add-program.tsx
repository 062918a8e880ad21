import { AddProgramScreen } from "../../features/builder/components/add-program-screen";

/** /add-program: the builder of the lifter's own programs. */
export function AddProgramRoute() {
  return <AddProgramScreen />;
}
