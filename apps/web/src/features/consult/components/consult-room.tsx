import {
  CalendarClock,
  CameraOff,
  MicOff,
  RotateCcw,
  ShieldCheck,
  Stethoscope,
  UserRound,
  VideoOff,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { initialsOf } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatClinicDate, formatClinicTime } from '@/lib/clinic-time';
import { clock } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/i18n/format';
import type { ConsultRoom as Room } from '../api/get-consult-room';
import type { CallControls as Controls } from '../hooks/use-call-session';
import type { CallStatus } from '../utils/call-session';
import { CallControls } from './call-controls';
import { StreamVideo } from './stream-video';

const { status: STATUS } = CONSULT_TEXTS;

/** A status line of CONSULT_TEXTS in the language shown. */
function statusLine(text: string, t: TFunction<'booking'>): string {
  const key = (Object.keys(STATUS) as (keyof typeof STATUS)[]).find((k) => STATUS[k] === text);
  return key ? t(`consult.status.${key}`) : text;
}

export function statusText(status: CallStatus, role: Room['role']): string {
  switch (status) {
    case 'starting':
      return STATUS.starting;
    case 'waiting':
      return role === 'doctor' ? STATUS.waitingForPatient : STATUS.waitingForDoctor;
    case 'connecting':
      return STATUS.connecting;
    case 'connected':
      return STATUS.connected;
    case 'peer-left':
      return STATUS.peerLeft;
    case 'media-blocked':
      return STATUS.mediaBlocked;
    case 'offline':
      return STATUS.offline;
    case 'left':
      return STATUS.left;
  }
}

const DOT: Record<CallStatus, string> = {
  starting: 'bg-amber-400 animate-pulse',
  waiting: 'bg-amber-400 animate-pulse',
  connecting: 'bg-sky-400 animate-pulse',
  connected: 'bg-emerald-400',
  'peer-left': 'bg-slate-400',
  'media-blocked': 'bg-red-400',
  offline: 'bg-red-400 animate-pulse',
  left: 'bg-slate-400',
};

type BackTo = { href: string; label: string };

interface ConsultRoomProps {
  room: Room;
  call: Controls;
  backTo: BackTo;
}

/** The room: who and when, the dark video stage with the preview in a corner, and the controls. */
export function ConsultRoomView({ room, call, backTo }: ConsultRoomProps) {
  const { state } = call;
  const { t } = useTranslation('booking');
  const format = useFormat();
  // English keeps the clinic's own forms ('Thursday, 14 March 2030', '09:30 AM').
  const date = (instant: string) =>
    format.language === 'en'
      ? formatClinicDate(instant, room.timeZone)
      : format.instantDate(instant, room.timeZone, 'longWithWeekday');
  const time = (instant: string) =>
    format.language === 'en'
      ? formatClinicTime(instant, room.timeZone)
      : format.instantTime(instant, room.timeZone);
  const patientName = room.patientName ?? t('consult.patient');
  const peerName = room.role === 'doctor' ? patientName : room.doctorName;
  const peerRole = room.role === 'doctor' ? t('consult.yourPatient') : t('consult.yourDoctor');
  const live = state.status === 'connected' && state.remoteStream !== null;
  // After leaving, or when the camera was refused: say why, offer to start again.
  // Without our own media there is nothing to mute or show: only the way out.
  const restart =
    state.status === 'left'
      ? {
          icon: VideoOff,
          tone: 'neutral' as const,
          title: t('consult.rejoinTitle'),
          text: t('consult.rejoinText'),
          action: t('consult.controls.rejoin'),
        }
      : state.status === 'media-blocked'
        ? {
            icon: CameraOff,
            tone: 'danger' as const,
            title: t('consult.blockedTitle'),
            text: t('consult.blockedText'),
            action: t('consult.controls.tryAgain'),
          }
        : null;

  let stage: ReactNode;
  if (restart) {
    stage = (
      <Panel icon={restart.icon} tone={restart.tone} title={restart.title} text={restart.text}>
        <button
          type="button"
          onClick={call.restart}
          className={buttonStyles({ variant: 'inverse' })}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {restart.action}
        </button>
        <BackLink backTo={backTo} />
      </Panel>
    );
  } else {
    const pulsing = ['starting', 'waiting', 'connecting'].includes(state.status);
    stage = (
      <>
        {live ? (
          // Kept playing while the other side's camera is off: its sound comes through it.
          <StreamVideo
            stream={state.remoteStream}
            className={cn('absolute inset-0 -z-10', state.remoteCameraOff && 'opacity-0')}
          />
        ) : null}
        {!live || state.remoteCameraOff ? (
          <PeerCard
            name={peerName}
            caption={live ? t('consult.cameraIsOff') : peerRole}
            pulsing={pulsing}
          />
        ) : null}
        {live ? (
          <p className="absolute top-16 left-3 flex items-center gap-1.5 rounded-lg bg-slate-950/70 px-2.5 py-1 text-sm font-medium text-white backdrop-blur-md sm:top-auto sm:bottom-5 sm:left-5">
            {state.remoteMuted ? (
              <>
                <MicOff aria-hidden="true" className="size-4 text-red-300" />
                <span className="sr-only">{t('consult.micOff')}</span>
              </>
            ) : null}
            {peerName}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-slate-950 text-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:gap-5 sm:px-6 sm:py-6 lg:px-8">
        <header>
          <div className="flex items-center justify-between gap-3">
            <h1 className="flex items-center gap-2 text-xl font-semibold tracking-tight sm:text-2xl">
              <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brand-300" />
              {t('consult.title')}
            </h1>
            <p className="shrink-0 rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-slate-200 ring-1 ring-white/10">
              <span className="sr-only">{t('consult.appointment')}</span>
              {room.publicId}
            </p>
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1.5 text-sm text-slate-300">
            <Detail term={t('consult.doctor')} icon={Stethoscope}>
              {room.doctorName}
            </Detail>
            <Detail term={t('consult.patient')} icon={UserRound}>
              {patientName}
            </Detail>
            <Detail term={t('consult.when')} icon={CalendarClock}>
              {date(room.startTime)},{' '}
              <span className="whitespace-nowrap">
                {time(room.startTime)} – {time(room.endTime)}
              </span>
            </Detail>
          </dl>
        </header>

        <section
          aria-label={t('consult.video')}
          className="relative isolate h-[66dvh] min-h-[24rem] overflow-hidden rounded-3xl bg-gradient-to-br from-slate-800 via-slate-900 to-slate-950 shadow-2xl ring-1 ring-white/10 sm:aspect-video sm:h-auto sm:max-h-[calc(100dvh-12rem)] sm:min-h-[22rem]"
        >
          {stage}

          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 -z-[5] h-28 bg-gradient-to-b from-slate-950/70 to-transparent"
          />
          <div className="absolute top-3 right-3 left-3 flex items-start justify-between gap-3 sm:top-5 sm:right-5 sm:left-5">
            <p
              role="status"
              aria-live="polite"
              className="flex max-w-[85%] items-center gap-2 rounded-2xl bg-slate-950/70 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/10 backdrop-blur-md"
            >
              <span
                aria-hidden="true"
                className={cn('size-2.5 shrink-0 rounded-full', DOT[state.status])}
              />
              {statusLine(statusText(state.status, room.role), t)}
            </p>
            {live && state.connectedAt ? <CallTimer since={state.connectedAt} /> : null}
          </div>

          {restart === null ? (
            <>
              <LocalPreview stream={state.localStream} cameraOff={state.cameraOff} />
              <div className="absolute inset-x-0 bottom-0 flex justify-center p-3 sm:p-5">
                <CallControls
                  muted={state.muted}
                  cameraOff={state.cameraOff}
                  disabled={!state.localStream}
                  onToggleMute={call.toggleMute}
                  onToggleCamera={call.toggleCamera}
                  onLeave={call.leave}
                />
              </div>
            </>
          ) : null}
        </section>

        <p className="text-center text-xs text-slate-400">{t('consult.encrypted')}</p>
      </div>
    </div>
  );
}

function Detail({
  term,
  icon: Icon,
  children,
}: {
  term: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The other side's tile without their video: initials, softly pulsing while we wait. */
function PeerCard({ name, caption, pulsing }: { name: string; caption: string; pulsing: boolean }) {
  return (
    <div className="absolute inset-0 -z-10 flex flex-col items-center justify-center gap-4 px-6 pb-20 text-center">
      <span className="relative flex size-24 items-center justify-center sm:size-32">
        {pulsing ? (
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-ping rounded-full bg-brand-400/20 motion-reduce:animate-none"
          />
        ) : null}
        <span
          aria-hidden="true"
          className="relative flex size-full items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-800 text-3xl font-bold text-white shadow-lg ring-4 ring-white/10 sm:text-4xl"
        >
          {initialsOf(name) || '?'}
        </span>
      </span>
      <div>
        <p className="text-lg font-semibold">{name}</p>
        <p className="text-sm text-slate-400">{caption}</p>
      </div>
    </div>
  );
}

/** A message in place of the video (blocked camera, after Leave) with what to do next. */
function Panel({
  icon: Icon,
  tone = 'neutral',
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  tone?: 'neutral' | 'danger';
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="absolute inset-0 -z-10 flex flex-col items-center justify-center gap-5 px-6 pt-20 pb-10 text-center sm:pt-10">
      <span
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl ring-1',
          tone === 'danger'
            ? 'bg-red-500/15 text-red-300 ring-red-400/30'
            : 'bg-white/10 text-slate-200 ring-white/15',
        )}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <div className="max-w-sm">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-slate-300">{text}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

function BackLink({ backTo }: { backTo: BackTo }) {
  return (
    <Link
      to={backTo.href}
      className={buttonStyles({
        variant: 'ghost',
        className: 'text-white ring-1 ring-white/20 hover:bg-white/10 hover:text-white',
      })}
    >
      {backTo.label}
    </Link>
  );
}

function LocalPreview({ stream, cameraOff }: { stream: MediaStream | null; cameraOff: boolean }) {
  const { t } = useTranslation('booking');
  const hasVideo = Boolean(stream?.getVideoTracks().length) && !cameraOff;
  return (
    <div className="absolute right-3 bottom-20 aspect-[3/4] w-24 overflow-hidden rounded-2xl bg-slate-800 shadow-xl ring-1 ring-white/20 sm:right-5 sm:bottom-5 sm:aspect-video sm:w-56 lg:w-64">
      {stream && hasVideo ? (
        <StreamVideo stream={stream} self />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-300">
          <VideoOff aria-hidden="true" className="size-5" />
          <span className="hidden text-xs sm:block">{t('consult.cameraIsOff')}</span>
        </div>
      )}
      <span className="absolute bottom-1.5 left-1.5 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-[11px] font-medium text-white">
        {t('consult.you')}
      </span>
    </div>
  );
}

function CallTimer({ since }: { since: number }) {
  const [now, setNow] = useState(() => clock.nowMs());
  const { t } = useTranslation('booking');
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.nowMs()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return (
    <span className="rounded-2xl bg-slate-950/70 px-3 py-1.5 font-mono text-sm text-white tabular-nums ring-1 ring-white/10 backdrop-blur-md">
      <span className="sr-only">{t('consult.callTime')}</span>
      {mm}:{ss}
    </span>
  );
}
