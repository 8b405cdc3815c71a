import styles from './MoviesPage.module.css';
export default function MoviesPage() {
  return <h1 className={styles.title}>فیلمەکان</h1>;
}
