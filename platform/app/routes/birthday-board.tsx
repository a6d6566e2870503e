import { BirthdayBoardScreen } from '../../features/birthday-board/components/birthday-board-screen.tsx';

export function Component() {
  return <BirthdayBoardScreen />;
}
