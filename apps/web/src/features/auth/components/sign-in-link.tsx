import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '@/components/ui/field';
import { useSession } from '@/lib/session';
import { verifySignInLink } from '../api/auth-api';

/** Opens an e-mailed sign-in link: the token is used once, then the dashboard opens. */
export function SignInLink({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const error = token ? failure : t('signInLink.invalid');
  // A link works once: React's development double effect must not spend it twice.
  const isUsed = useRef(false);
  useEffect(() => {
    if (!token || isUsed.current) return;
    isUsed.current = true;
    verifySignInLink(token)
      .then((result) => {
        signIn(result, true);
        navigate('/dashboard', { replace: true });
      })
      .catch((err: unknown) =>
        setFailure(err instanceof Error && err.message ? err.message : t('signInLink.invalid')),
      );
  }, [token, signIn, navigate, t]);
  if (error) {
    return (
      <div className="space-y-4">
        <ErrorBox message={error} />
        <Link to="/signin" className="inline-block font-semibold text-indigo-800 underline">
          {t('signInLink.backToSignIn')}
        </Link>
      </div>
    );
  }
  return <p role="status">{t('signInLink.signingIn')}</p>;
}
