import { icon } from '#platform/components/ui/icons.tsx';

/** The album screens' own stroke icons (platform/components/ui/icons.tsx's factory); all decorative. */
export const VideoIcon = icon(
  <>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m16 10 6-3v10l-6-3z" />
  </>,
);
export const PhotoIcon = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </>,
);
export const PlayIcon = icon(<path d="M7 4.5v15l12-7.5z" />);
export const PauseIcon = icon(<path d="M8 5v14M16 5v14" />);
export const ChevronLeftIcon = icon(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = icon(<path d="m9 5 7 7-7 7" />);
export const DownloadIcon = icon(
  <>
    <path d="M12 3v12M7 10l5 5 5-5" />
    <path d="M4 19h16" />
  </>,
);
export const UploadIcon = icon(
  <>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 20h16" />
  </>,
);
export const ExpandIcon = icon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const FlagIcon = icon(
  <>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </>,
);
export const TrashIcon = icon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 13h10l1-13M9 7V4h6v3" />
  </>,
);
export const PrinterIcon = icon(
  <>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </>,
);
