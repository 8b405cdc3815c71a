export const dsVersion = 1;
