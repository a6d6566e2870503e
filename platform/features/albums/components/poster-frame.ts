/** The poster's longest side: enough for the gallery's ~2000 px display size on most screens, small to send. */
export const POSTER_MAX_EDGE = 1280;
/** Half a second in: the very first frame of a phone video is often black or blurred. */
export const POSTER_AT_SECONDS = 0.5;

/** The canvas size for a frame of `width`×`height`, scaled down (never up) so its longest side is at most `maxEdge`. */
export function posterSize(width: number, height: number, maxEdge = POSTER_MAX_EDGE): { width: number; height: number } | null {
  if (!(width > 0 && height > 0)) return null;
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** When to take the frame: 0.5 s in, or the middle of a shorter video. */
export function posterTime(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(POSTER_AT_SECONDS, durationSeconds / 2);
}

function once(target: EventTarget, name: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${name} timed out`));
    }, timeoutMs);
    const done = () => {
      cleanup();
      resolve();
    };
    const failed = () => {
      cleanup();
      reject(new Error('The video could not be read'));
    };
    function cleanup() {
      clearTimeout(timer);
      target.removeEventListener(name, done);
      target.removeEventListener('error', failed);
    }
    target.addEventListener(name, done);
    target.addEventListener('error', failed);
  });
}

/**
 * Draws a poster frame of a local video file: loaded in a hidden <video>, sought to ~0.5 s, drawn to
 * a canvas at most 1280 px wide or tall, encoded as JPEG (quality 0.85). Null when the browser cannot
 * decode the video (a MOV in Firefox, HEVC on older Android): the video still counts without one.
 * The server decodes and re-encodes what it receives, so it is checked like any photo (decision 037).
 */
export async function drawPosterFrame(file: Blob, timeoutMs = 15_000): Promise<Blob | null> {
  if (typeof document === 'undefined') return null;
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.src = url;
  try {
    await once(video, 'loadeddata', timeoutMs);
    const seekTo = posterTime(video.duration);
    if (seekTo > 0) {
      const seeked = once(video, 'seeked', timeoutMs);
      video.currentTime = seekTo;
      await seeked;
    }
    const size = posterSize(video.videoWidth, video.videoHeight);
    if (!size) return null;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, size.width, size.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
