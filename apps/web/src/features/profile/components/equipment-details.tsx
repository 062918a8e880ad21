import { Box, Text, Title } from "@mantine/core";
import { useEquipment } from "../api/get-equipment";
import { barText, platesText } from "./equipment-text";
import { Detail } from "./profile-details";

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
      ) : (
        <Text c="red.9">Could not load your bar and plates: {equipment.error?.message}</Text>
      )}
    </Box>
  );
}
