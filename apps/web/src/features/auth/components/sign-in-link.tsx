import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorBox } from '../../../components/ui/field';
import { useSession } from '../../../lib/session';
import { verifySignInLink } from '../api/auth-api';

const INVALID = 'This sign-in link is invalid or has expired. Please request a new one.';

/** Opens an e-mailed sign-in link: the token is used once, then the dashboard opens. */
export function SignInLink({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(token ? null : INVALID);
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
      .catch((err: unknown) => setError(err instanceof Error && err.message ? err.message : INVALID));
  }, [token, signIn, navigate]);
  if (error) {
    return (
      <div className="space-y-4">
        <ErrorBox message={error} />
        <Link to="/signin" className="inline-block font-semibold text-indigo-800 underline">
          Back to Sign In
        </Link>
      </div>
    );
  }
  return <p role="status">Signing you in...</p>;
}
