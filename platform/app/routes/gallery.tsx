import { GalleryScreen } from '../../features/albums/components/gallery-screen.tsx';

export function Component() {
  return <GalleryScreen />;
}
