import { List, Text, VisuallyHidden } from "@mantine/core";
import { PASSWORD_RULES } from "@ironpath/domain/auth/credentials";

interface PasswordRulesListProps {
  id: string;
  password: string;
  /** Before anything is typed, list the rules plainly rather than as failures. */
  plainWhenEmpty?: boolean;
}

/** The product's live password rules: each green when met, red otherwise, with a mark besides colour. */
export function PasswordRulesList({ id, password, plainWhenEmpty = false }: PasswordRulesListProps) {
  const plain = plainWhenEmpty && password === "";
  return (
    <List id={id} listStyleType="none" spacing={4} size="sm" aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.id}
            data-met={String(met)}
            c={plain ? "gray.8" : met ? "green.9" : "red.9"}
            fw={500}
            icon={
              <Text component="span" inherit aria-hidden="true">
                {plain ? "•" : met ? "✓" : "✗"}
              </Text>
            }
          >
            <VisuallyHidden>{plain ? "Required:" : met ? "Met:" : "Not met:"}</VisuallyHidden>
            <span>{rule.message}</span>
          </List.Item>
        );
      })}
    </List>
  );
}
