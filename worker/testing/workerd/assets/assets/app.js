// Stand-in for a built platform chunk in the workerd tests.
export const platform = 'test';
