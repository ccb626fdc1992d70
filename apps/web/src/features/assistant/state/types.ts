export type {
  AssistantIntent as TAssistantIntent,
  TAssistantAnswer,
  TAssistantFilters,
  TAssistantPropertyCard,
  TAssistantRecentResult,
} from '@nestwise/shared';
