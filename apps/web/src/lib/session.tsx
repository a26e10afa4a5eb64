import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AUTH_STORAGE_KEYS,
  LOGOUT_STORAGE_KEYS,
  STORAGE_KEYS,
  type PublicUser,
  type authResponseSchema,
  type currentUserResponseSchema,
  type okMessageResponseSchema,
} from '@logisaathi/domain';
import {
  api,
  type Answer,
  ApiError,
  clearTokens,
  getRefreshToken,
  getToken,
  onSessionExpired,
  storeTokens,
} from './api-client';
import { adoptProfileLanguage } from '@/i18n/use-language';
import { removeKeys, writeJson } from './storage';

/** What the session keeps about the user (spec section 3: name, email, avatarUrl) plus the server's view. */
export type SessionUser = PublicUser;

/** What a sign-in answers (POST /api/auth/login and the other sign-ins). */
export type AuthResult = Pick<Answer<typeof authResponseSchema>, 'token' | 'refreshToken' | 'user'>;

type Status = 'checking' | 'signed-in' | 'signed-out';

interface SessionValue {
  status: Status;
  user: SessionUser | null;
  signIn(result: AuthResult, remember?: boolean): void;
  signOut(): Promise<void>;
  /** Ends the signed-in state in this browser without asking the server, which has already ended every sign-in. */
  forgetSession(): void;
  updateUser(user: PublicUser): void;
}

const SessionContext = createContext<SessionValue | null>(null);
const PERSONAL_STORAGE_KEYS = [
  STORAGE_KEYS.profileData,
  STORAGE_KEYS.uploadedDocuments,
  STORAGE_KEYS.avatarPreview,
  STORAGE_KEYS.userCreatedAt,
  STORAGE_KEYS.lastLogin,
];

function persistUser(user: PublicUser) {
  writeJson(STORAGE_KEYS.user, { name: user.name, email: user.email, avatarUrl: user.avatarUrl });
  localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
  localStorage.setItem(STORAGE_KEYS.userCreatedAt, user.createdAt);
  if (user.lastLogin) localStorage.setItem(STORAGE_KEYS.lastLogin, user.lastLogin);
}

export function SessionProvider({
  children,
  onSignedOut,
}: {
  children: ReactNode;
  onSignedOut?: () => void;
}) {
  const [status, setStatus] = useState<Status>(() => (getToken() ? 'checking' : 'signed-out'));
  const [user, setUser] = useState<SessionUser | null>(null);

  const clearLocal = useCallback(() => {
    clearTokens();
    removeKeys(LOGOUT_STORAGE_KEYS);
    // Personal copies the profile screen keeps; a shared office computer must not show them to the next person.
    removeKeys(PERSONAL_STORAGE_KEYS);
    setUser(null);
    setStatus('signed-out');
    onSignedOut?.();
  }, [onSignedOut]);

  // App start (spec section 4): a saved token is checked with /auth/me; failure signs out silently.
  useEffect(() => {
    if (!getToken()) return;
    let isCancelled = false;
    api
      .get<typeof currentUserResponseSchema>('/api/auth/me')
      .then(({ user: me }) => {
        if (isCancelled) return;
        persistUser(me);
        setUser(me);
        setStatus('signed-in');
      })
      .catch((err: unknown) => {
        if (isCancelled) return;
        // Only a refused token is a failed check. A request cut off by a reload or a dropped connection says
        // nothing about the token, so it is kept for the next start.
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          clearTokens();
          removeKeys(AUTH_STORAGE_KEYS);
        }
        setStatus('signed-out');
      });
    return () => {
      isCancelled = true;
    };
  }, []);

  useEffect(() => onSessionExpired(clearLocal), [clearLocal]);

  const signIn = useCallback((result: AuthResult, remember?: boolean) => {
    storeTokens(result.token, result.refreshToken, remember ?? true);
    persistUser(result.user);
    void adoptProfileLanguage(result.user.language);
    setUser(result.user);
    setStatus('signed-in');
  }, []);

  const signOut = useCallback(async () => {
    // Spec section 4: logout calls the server and always clears the signed-in state, whatever it answers.
    try {
      // The refresh token is sent too: it ends the sign-in on the server even when the access token has expired.
      const refreshToken = getRefreshToken();
      await api.post<typeof okMessageResponseSchema>(
        '/api/auth/logout',
        refreshToken ? { refreshToken } : undefined,
      );
    } catch (err) {
      console.error('Logout call failed', err);
    }
    clearLocal();
  }, [clearLocal]);

  const updateUser = useCallback((next: PublicUser) => {
    persistUser(next);
    setUser(next);
  }, []);

  const value = useMemo(
    () => ({ status, user, signIn, signOut, forgetSession: clearLocal, updateUser }),
    [status, user, signIn, signOut, clearLocal, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
