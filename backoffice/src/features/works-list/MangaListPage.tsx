import { WorksListPage } from './WorksListPage.tsx';

export default function MangaListPage() {
  return <WorksListPage kind="manga" />;
}
