import { WorksListPage } from './WorksListPage.tsx';

export default function SeriesListPage() {
  return <WorksListPage kind="series" />;
}
