import { useNavigate } from 'react-router';

/**
 * Back to the previous page of the portal, or to `fallback` when there is none (the page was opened
 * from a link outside or reloaded): React Router numbers this tab's entries, 0 being the first.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if ((window.history.state?.idx ?? 0) > 0) navigate(-1);
    else navigate(fallback);
  };
}
