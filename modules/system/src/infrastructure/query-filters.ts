/** Department and post lists read in their sort order. */
export const IN_SORT_ORDER = { orderBy: { sort: 'asc', id: 'asc' } } as const;
