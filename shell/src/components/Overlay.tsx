import { selectIsLoading, selectToast, toastsCleared, useAppDispatch, useAppSelector } from '@ckb/api-client';
import { Spinner, Toast } from '@ckb/design-system';

/** The global overlay (SPEC §2): a spinner while any request runs; one toast, errors first. */
export function Overlay() {
  const loading = useAppSelector(selectIsLoading);
  const toast = useAppSelector(selectToast);
  const dispatch = useAppDispatch();
  return (
    <>
      {loading && <Spinner mode="indicator" />}
      {toast && <Toast floating kind={toast.kind} message={toast.message} onClose={() => dispatch(toastsCleared())} />}
    </>
  );
}
