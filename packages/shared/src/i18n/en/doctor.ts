// English, namespace `doctor`.
export default {} as const;
