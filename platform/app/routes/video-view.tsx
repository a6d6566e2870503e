import { useParams } from 'react-router-dom';
import { SlideshowScreen } from '../../features/albums/components/slideshow-screen.tsx';
import { VideosScreen } from '../../features/albums/components/videos-screen.tsx';
import { Component as NotFound } from './not-found.tsx';

/** /v/:slug/:type: `slideshow` or `videos`; any other type is the app's 404 page. */
export function Component() {
  const { type } = useParams();
  if (type === 'slideshow') return <SlideshowScreen />;
  if (type === 'videos') return <VideosScreen />;
  return <NotFound />;
}
