import { useRouteMeta } from '../../app/current-route';
import { ComingSoon } from './ComingSoon';

/** The page of a route whose screen is not built yet; its title comes from the route (or menu) meta. */
export default function ComingSoonPage() {
  return <ComingSoon title={useRouteMeta().title} />;
}
