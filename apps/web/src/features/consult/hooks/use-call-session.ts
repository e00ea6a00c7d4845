import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createSignalingClient, type SignalingCredentials } from '../api/signaling';
import type { ConsultRoom } from '../api/get-consult-room';
import { CallSession, INITIAL_CALL_STATE, type CallState } from '../utils/call-session';

export interface CallControls {
  state: CallState;
  toggleMute: () => void;
  toggleCamera: () => void;
  leave: () => void;
  /** Asks for the camera again (after a refusal) or re-enters after Leave. */
  restart: () => void;
}

const noop = () => undefined;

/**
 * The call of this page: created when the room is known, torn down (tracks
 * stopped, connection closed, 'leave' sent) when the page unmounts or the tab
 * is closed. `restart` starts a fresh one.
 */
export function useCallSession(room: ConsultRoom, credentials: SignalingCredentials): CallControls {
  const [session, setSession] = useState<CallSession | null>(null);
  const [generation, setGeneration] = useState(0);
  const { id, role, iceServers } = room;
  const { bearer, bookingToken } = credentials;

  useEffect(() => {
    const call = new CallSession({
      role,
      iceServers,
      signaling: createSignalingClient(id, { bearer, bookingToken }),
    });
    setSession(call);
    void call.start();
    const onPageHide = () => call.destroy();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      call.destroy();
    };
  }, [id, role, iceServers, bearer, bookingToken, generation]);

  const subscribe = useCallback(
    (listener: () => void) => session?.subscribe(listener) ?? noop,
    [session],
  );
  const state = useSyncExternalStore(subscribe, () => session?.getState() ?? INITIAL_CALL_STATE);

  return {
    state,
    toggleMute: () => session?.toggleMute(),
    toggleCamera: () => session?.toggleCamera(),
    leave: () => session?.leave(),
    restart: () => {
      // Blocked media is asked for again in place; a left call starts anew.
      if (session && state.status === 'media-blocked') void session.start();
      else setGeneration((g) => g + 1);
    },
  };
}
