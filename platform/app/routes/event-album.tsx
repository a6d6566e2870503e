import { AlbumScreen } from '../../features/albums/components/album-screen.tsx';

export function Component() {
  return <AlbumScreen />;
}
