import { PlaceholderScreen } from "../../components/placeholder-screen";

export function ProgramsRoute() {
  return <PlaceholderScreen title="Programs" />;
}
