import { WorksListPage } from './WorksListPage.tsx';

export default function MoviesListPage() {
  return <WorksListPage kind="movies" />;
}
