import { HomeButton } from '../components/home-button';
import { MiscScreen } from '../components/misc-screen';

export default function NotFoundPage() {
  return <MiscScreen page="notFound" actions={<HomeButton />} />;
}
