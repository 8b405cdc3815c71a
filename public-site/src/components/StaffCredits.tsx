import type { StaffRef } from '@ckb/api-client';
import { Image, Link } from '@ckb/design-system';
import { picture, staffPath } from '../lib/links.ts';
import { detailStrings } from '../detailStrings.ts';
import styles from './StaffCredits.module.css';

interface Group {
  title: string;
  people: StaffRef[] | undefined;
}

/** Translator, designer and technician lists of a work, each person linking to /staff/{id} (SPEC §2). */
export function StaffCredits({ groups }: { groups: Group[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((g) => (
        <div key={g.title} className={styles.group}>
          <h3 className={styles.title}>{g.title}</h3>
          {g.people && g.people.length > 0 ? (
            <ul className={styles.people}>
              {g.people.map((p) => (
                <li key={p._id}>
                  <Link to={staffPath(p._id)} className={styles.person}>
                    <Image {...picture(p.avatar)} alt="" ratio="1 / 1" className={styles.avatar} />
                    <bdi>{p.name}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>{detailStrings.nobody}</p>
          )}
        </div>
      ))}
    </div>
  );
}
