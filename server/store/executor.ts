// What a repository function runs its queries on: the database itself or an open transaction.
// Repositories take one of these so the chat service can put several writes in one transaction.
import type { Database } from './db.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
