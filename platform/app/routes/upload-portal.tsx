import { UploadPortalScreen } from '../../features/albums/components/upload-portal-screen.tsx';

export function Component() {
  return <UploadPortalScreen />;
}
