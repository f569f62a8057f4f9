export { Pagination, type PaginationProps } from './Pagination';
export { type PageSlot, pageCount, pageSlots } from './pageSlots';
