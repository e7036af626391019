export { SubscriptionPrompt } from './SubscriptionPrompt';
export type { SubscriptionPromptProps } from './SubscriptionPrompt';
