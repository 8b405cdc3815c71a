import { removeDir } from './support/server.ts';

export default async function globalTeardown() {
  if (process.env.CKB_E2E_TEMPLATE) removeDir(process.env.CKB_E2E_TEMPLATE);
}
