import { GuestUploadScreen } from '../../features/albums/components/guest-upload-screen.tsx';

export function Component() {
  return <GuestUploadScreen />;
}
