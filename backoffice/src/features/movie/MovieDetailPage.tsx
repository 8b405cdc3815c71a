import { useAppDispatch, type Movie } from '@ckb/api-client';
import {
  useAddMovieServerMutation,
  useDeleteMovieServerMutation,
  useEditMovieServerMutation,
} from '@ckb/api-client/admin';
import { Section } from '../../components/Section.tsx';
import { ServerList, type ServerActions } from '../../components/ServerList.tsx';
import { WorkDetail } from '../../components/WorkDetail.tsx';
import { outcome, type Started } from '../../lib/mutations.ts';
import { strings } from '../../strings.ts';

/** /admin/movies/{id}: the common work page, and the film's servers. */
export default function MovieDetailPage() {
  return <WorkDetail<Movie> kind="movies">{(movie) => <MovieServers movie={movie} />}</WorkDetail>;
}

function MovieServers({ movie }: { movie: Movie }) {
  const dispatch = useAppDispatch();
  const [add] = useAddMovieServerMutation();
  const [edit] = useEditMovieServerMutation();
  const [remove] = useDeleteMovieServerMutation();
  const ok = async (started: Started) => (await outcome(dispatch, started, { success: strings.toasts.saved })).ok;
  const actions: ServerActions = {
    add: (body) => ok(add({ id: movie._id, body })),
    edit: (serverId, body) => ok(edit({ id: movie._id, serverId, body })),
    remove: (serverId) => ok(remove({ id: movie._id, serverId })),
  };
  return (
    <Section title={strings.servers.title}>
      <ServerList servers={movie.server} actions={actions} context={movie.en} />
    </Section>
  );
}
