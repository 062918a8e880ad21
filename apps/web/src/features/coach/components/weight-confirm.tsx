import { weightQuestionWords } from "@ironpath/domain/coach/weight-check";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { currentUnit, showWeight } from "../../../lib/weight-unit";
import type { WeightQuestion } from "../api/weight-question";

interface WeightConfirmProps {
  question: WeightQuestion;
  saving: boolean;
  /** The weight the lifter meant: the suggestion, or the weight as typed (confirmed). */
  onAnswer: (weight: number, confirmed: boolean) => void;
}

/**
 * 'Did you mean …?': a weight far off the trend is saved but held out of the coach's figures until
 * the lifter says which weight it was (decision 0059). The rest of the day is already saved.
 */
export function WeightConfirm({ question, saving, onAnswer }: WeightConfirmProps) {
  const { weight, suggestion, trendLb, fromUserInfo } = question;
  const unit = currentUnit();
  return (
    <Alert color="yellow" variant="light" role="alert" title="Check this weight">
      <Stack gap="sm">
        <Text c="dark.9">{weightQuestionWords({ weightLb: weight, trendLb, suggestion, fromUserInfo }, unit)}</Text>
        {suggestion !== null && (
          <Button size="lg" fullWidth loading={saving} onClick={() => onAnswer(suggestion, false)}>
            Use {showWeight(suggestion, unit, 1)}
          </Button>
        )}
        <Button size="lg" fullWidth variant="default" loading={saving} onClick={() => onAnswer(weight, true)}>
          {showWeight(weight, unit, 1)} is right
        </Button>
      </Stack>
    </Alert>
  );
}
