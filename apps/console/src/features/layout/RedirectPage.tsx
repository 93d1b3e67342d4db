import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** spec §2 `/redirect/:path(.*)`: refreshes a page by replacing the current route with the original full path. */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}${hash}`, { replace: true });
  }, [navigate, rest, search, hash]);
  return null;
}
