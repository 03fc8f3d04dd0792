import { NotFoundView } from '../../../src/components/NotFoundView';

export default function NotFound() {
  return <NotFoundView />;
}
