import { selectIsLoading, selectToast, toastsCleared, useAppDispatch, useAppSelector } from '@ckb/api-client';
import { Spinner, Toast, useHydrated } from '@ckb/design-system';

/** The global overlay (SPEC §2): a spinner while any request runs; one toast, errors first. */
export function Overlay() {
  // Requests the browser starts before its hydration (the server's drawing had none running) show after it.
  const hydrated = useHydrated();
  const loading = useAppSelector(selectIsLoading) && hydrated;
  const toast = useAppSelector(selectToast);
  const dispatch = useAppDispatch();
  return (
    <>
      {loading && <Spinner mode="indicator" />}
      {hydrated && toast && (
        <Toast floating kind={toast.kind} message={toast.message} onClose={() => dispatch(toastsCleared())} />
      )}
    </>
  );
}
