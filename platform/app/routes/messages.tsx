import { MessagesScreen } from '../../features/messages/components/messages-screen.tsx';

export function Component() {
  return <MessagesScreen />;
}
