import { Box, Text, Title } from "@mantine/core";
import { useEquipment } from "../api/get-equipment";
import { barText, platesText } from "./equipment-text";
import { Detail } from "./profile-details";
import { isNoSignal } from "../../../components/needs-network";

/** The Profile's read-only bar and plates (changed on User Info, below the details form). */
export function EquipmentDetails() {
  const equipment = useEquipment();
  if (equipment.isPending) return null;
  return (
    <Box component="section" aria-labelledby="equipment-details-title" mt="md">
      <Title order={2} id="equipment-details-title" size="h3">
        Bar and plates
      </Title>
      {equipment.data ? (
        <Box component="dl" m={0}>
          <Detail term="Bar">{barText(equipment.data.bar, equipment.data.unit)}</Detail>
          <Detail term="Plates">{platesText(equipment.data.plates, equipment.data.unit)}</Detail>
        </Box>
      ) : isNoSignal(equipment.error) ? (
        <Text>Your bar and plates need the network: this phone has no copy yet.</Text>
      ) : (
        <Text c="red.9">Could not load your bar and plates: {equipment.error?.message}</Text>
      )}
    </Box>
  );
}
