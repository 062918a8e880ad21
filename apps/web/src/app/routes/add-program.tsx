import { PlaceholderScreen } from "../../components/placeholder-screen";

export function AddProgramRoute() {
  return <PlaceholderScreen title="Add program" />;
}
