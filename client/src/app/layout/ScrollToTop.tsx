import { useScrollToTop } from '../../shared/hooks/use-scroll-to-top';

export function ScrollToTop() {
  useScrollToTop();
  return null;
}
