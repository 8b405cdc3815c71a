import { useGetUsersQuery } from '@ckb/api-client';
import { Button, EmptyState, formatNumber, useDocumentTitle } from '@ckb/design-system';
import { ROLE_LABELS, StaffCard, rolesOf, Pagination } from '@ckb/design-system/details';
import { useRef, type ReactNode } from 'react';
import { Problem, Waiting } from '../../components/PageStates.tsx';
import { listPagePath, picture, staffPath } from '../../lib/links.ts';
import { STAFF_SIZE } from '../../lib/queries.ts';
import { usePageParam } from '../../lib/usePageParam.ts';
import { startPaging, useFocusAfterPaging } from '../../lib/paging.ts';
import { strings } from '../../strings.ts';
import { staffStrings } from './strings.ts';
import styles from './StaffPage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';

/** /staff: the members, 12 per page, avatar and name, each linking to /staff/{id} (SPEC §2). */
function StaffPageContent() {
  const page = usePageParam();
  const { data, isLoading, isFetching, isError, refetch } = useGetUsersQuery({ page, limit: STAFF_SIZE });
  const outOfRange = !!data && data.totalItems > 0 && data.results.length === 0;
  useDocumentTitle(outOfRange ? strings.nothingFound : staffStrings.staffTitle);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterPaging(headingRef, page);

  let body: ReactNode;
  if (isLoading) body = <Waiting />;
  else if (isError && !data) body = <Problem onRetry={() => void refetch()} />;
  else if (!data || data.totalItems === 0) body = <EmptyState title={staffStrings.emptyStaff} />;
  else if (outOfRange)
    body = (
      <EmptyState
        title={strings.nothingFound}
        titleAs="h2"
        action={
          <Button variant="secondary" to="/staff">
            {strings.toFirstPage}
          </Button>
        }
      >
        {strings.pageOutOfRange}
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.grid} aria-busy={isFetching || undefined}>
        {data.results.map((user) => (
          <li key={user._id}>
            <StaffCard name={user.name} avatar={picture(user.avatar)} to={staffPath(user._id)} titleAs="h2">
              {/* Each member's roles on the card, so a visitor sees who does what, in the order of SPEC §6. */}
              {rolesOf(user)
                .map((role) => ROLE_LABELS[role])
                .join(' · ')}
            </StaffCard>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 ref={headingRef} className={styles.title} tabIndex={-1}>
          {staffStrings.staffTitle}
        </h1>
        <p className={styles.intro}>{staffStrings.staffIntro}</p>
        {data && data.totalItems > 0 ? (
          <p className={styles.count}>
            {formatNumber(data.totalItems)} {staffStrings.members}
          </p>
        ) : null}
      </div>
      {body}
      {data && data.totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          hrefFor={(p) => listPagePath('/staff', p)}
          onPageChange={startPaging}
          className={styles.pagination}
        />
      ) : null}
    </div>
  );
}

export default function StaffPage() {
  return (
    <PageFrame>
      <StaffPageContent />
    </PageFrame>
  );
}
