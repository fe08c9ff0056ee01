import type { trpc } from '../../lib/trpc';

export type TrpcUtils = ReturnType<typeof trpc.useUtils>;
