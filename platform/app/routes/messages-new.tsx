import { NewConversationScreen } from '../../features/messages/components/new-conversation-screen.tsx';

export function Component() {
  return <NewConversationScreen />;
}
