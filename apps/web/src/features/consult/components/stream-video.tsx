import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface StreamVideoProps {
  stream: MediaStream | null;
  /** The local preview is muted (no echo) and mirrored (as in a mirror). */
  self?: boolean;
  className?: string;
}

/** A <video> showing a live MediaStream; srcObject has no JSX attribute, so it is set here. */
export function StreamVideo({ stream, self = false, className }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const { t } = useTranslation('booking');

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (self) return;
    // A browser may refuse to start sound before the user has clicked on the page
    // (autoplay policy): then play muted and offer a button that turns sound on.
    const ensurePlaying = () => {
      if (!video.paused) return;
      video.play().catch(() => {
        video.muted = true;
        setSoundBlocked(true);
        return video.play().catch(() => undefined);
      });
    };
    video.addEventListener('canplay', ensurePlaying);
    return () => video.removeEventListener('canplay', ensurePlaying);
  }, [stream, self]);

  const turnSoundOn = () => {
    const video = ref.current;
    if (!video) return;
    video.muted = false;
    void video.play().catch(() => undefined);
    setSoundBlocked(false);
  };

  return (
    <>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        aria-hidden="true"
        className={cn('size-full object-cover', self && '-scale-x-100', className)}
      />
      {soundBlocked ? (
        <button
          type="button"
          onClick={turnSoundOn}
          className="absolute top-1/2 left-1/2 inline-flex -translate-x-1/2 -translate-y-1/2 items-center gap-2 rounded-full bg-white px-5 py-3 text-sm font-semibold text-slate-900 shadow-xl hover:bg-slate-100"
        >
          <Volume2 aria-hidden="true" className="size-5" />
          {t('consult.turnOnSound')}
        </button>
      ) : null}
    </>
  );
}
